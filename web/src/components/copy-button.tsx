import { Button } from '@chakra-ui/react';
import { CopyIcon } from './icons';
import { notify } from '../lib/toaster';
import { copyText } from '../lib/clipboard';

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
