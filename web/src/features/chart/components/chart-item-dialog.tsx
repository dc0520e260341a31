import { Button, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { ConflictNotice, conflictLines, handleSaveError } from './conflict-notice';
import { t } from '../../../i18n';

/**
 * The frame every chart item dialog shares: title, the form (validated by the caller on submit),
 * Cancel and Save in the footer, and the stale-edit notice above the fields. Outside clicks do not
 * close it: a half-typed clinical entry is not thrown away by a stray tap on a phone.
 */
export function ChartItemDialog({ title, onClose, onSubmit, saveLabel, saving, savingText, danger = false, conflict = null, children }: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saveLabel: string;
  saving: boolean;
  savingText?: string;
  /** Red save button: saving over a safety alert. */
  danger?: boolean;
  conflict?: string[] | null;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <AppDialog open onClose={onClose} title={title} keepOpenOnOutside
      footer={<>
        <Button variant="outline" onClick={onClose}>{t('Cancel')}</Button>
        <Button type="submit" form={formId} colorPalette={danger ? 'red' : 'brand'} loading={saving} loadingText={savingText ?? t('Saving...')}>{saveLabel}</Button>
      </>}>
      <form id={formId} noValidate onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}>
        <Stack gap="4">
          {conflict && <ConflictNotice lines={conflict} />}
          {children}
        </Stack>
      </form>
    </AppDialog>
  );
}

/** What a versioned save needs of the dialog's form (lib/use-zod-form.ts). */
interface SavedForm {
  validate: () => unknown;
  values: unknown;
  reset: (values: never) => void;
  setServerErrors: (fieldErrors: Record<string, string[]>) => void;
}

/**
 * Submitting a versioned chart item: validate, save, and on a stale edit (409 with `current`)
 * reset the form to the item as it is now and list what the user had typed (`conflict`).
 */
export function useVersionedSave<Item, Form>({ form, labels, toForm, failure, save, onSaved }: {
  form: SavedForm;
  labels: Record<string, string>;
  toForm: (item: Item) => Form;
  /** The toast when the save fails for another reason (an English text marked with msg()). */
  failure: string;
  save: (data: unknown, callbacks: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
  onSaved: () => void;
}): { conflict: string[] | null; submit: () => void } {
  const [conflict, setConflict] = useState<string[] | null>(null);
  const submit = () => {
    const data = form.validate();
    if (!data) return;
    const mine = form.values as Record<string, unknown>;
    save(data, {
      onSuccess: onSaved,
      onError: (err) => handleSaveError<Item>(err, {
        onConflict: (current) => {
          setConflict(conflictLines(labels, mine, toForm(current) as Record<string, unknown>));
          form.reset(toForm(current) as never);
        },
        setServerErrors: form.setServerErrors,
        failure,
      }),
    });
  };
  return { conflict, submit };
}
