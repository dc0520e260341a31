import { Button } from '@chakra-ui/react';
import { CopyIcon } from './icons';
import { notify } from '../lib/toaster';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API unavailable (insecure context, permission): fall back to a hidden textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** Copies `value` and says so; `label` names what was copied ('Copy link'). */
export function CopyButton({ value, label, what }: { value: string; label: string; what: string }) {
  const copy = async () => {
    if (await copyText(value)) notify('Copied to clipboard', what, 'success');
    else notify('Copy failed', 'Your browser did not allow access to the clipboard. Select the text and copy it instead.', 'error');
  };
  return (
    <Button variant="outline" minH="11" flexShrink="0" onClick={() => void copy()}>
      <CopyIcon /> {label}
    </Button>
  );
}
