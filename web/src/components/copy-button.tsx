import { Button } from '@chakra-ui/react';
import { CopyIcon } from './icons';
import { notify } from '../lib/toaster';
import { copyText } from '../lib/clipboard';
import { t } from '../i18n';

/** Copies `value` and says so; `label` names what was copied ('Copy link'). */
export function CopyButton({ value, label, what }: { value: string; label: string; what: string }) {
  const copy = async () => {
    if (await copyText(value)) notify(t('Copied to clipboard'), what, 'success');
    else notify(t('Copy failed'), t('Your browser did not allow access to the clipboard. Select the text and copy it instead.'), 'error');
  };
  return (
    <Button variant="outline" minH="11" flexShrink="0" onClick={() => void copy()}>
      <CopyIcon /> {label}
    </Button>
  );
}
