import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { t } from '../i18n';

/** A labelled field with its validation message underneath (shared by every form). The message is
 *  a schema's English text (marked with `msg`), translated here; the label comes translated. */
export function FormField({ label, error, helper, required, children }: { label: string; error?: string; helper?: string; required?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}
