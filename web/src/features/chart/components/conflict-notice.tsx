import { Alert, Text } from '@chakra-ui/react';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { t } from '../../../i18n';

/**
 * A stale edit (409 with `current`): the form is reset to the item as it is now, with its new
 * version, and this notice says what the user had typed, so nothing is lost silently (as the
 * patients dialog does).
 */
export function ConflictNotice({ lines }: { lines: string[] }) {
  return (
    <Alert.Root status="warning" data-testid="chart-conflict">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('Someone else changed this item while you were editing.')}</Alert.Title>
        <Alert.Description>
          <Text>{t('The form now shows the current version. Your changes were not saved:')}</Text>
          {lines.map((l) => <Text key={l} fontSize="sm">{l}</Text>)}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The common error path of a chart dialog: a version conflict hands the current item to
 * `onConflict`; field errors go under their fields; anything else is a toast.
 */
export function handleSaveError<T>(err: unknown, { onConflict, setServerErrors, failure }: {
  onConflict: (current: T) => void;
  setServerErrors: (fieldErrors: Record<string, string[]>) => void;
  failure: string;
}): void {
  if (err instanceof ApiRequestError && err.status === 409 && err.body.current) {
    onConflict(err.body.current as T);
    notify(t('Error'), t(err.message), 'error');
    return;
  }
  if (err instanceof ApiRequestError) setServerErrors(err.fieldErrors);
  notify(t('Error'), t(err instanceof ApiRequestError && err.status !== 400 ? err.message : failure), 'error');
}

/** "Field: you entered “x”, now “y”." for each field that differs (labels are English texts marked with msg()). */
export function conflictLines(labels: Record<string, string>, mine: Record<string, unknown>, current: Record<string, unknown>): string[] {
  const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return Object.entries(labels)
    .filter(([k]) => show(mine[k]) !== show(current[k]))
    .map(([k, label]) => t('{field}: you entered “{mine}”, now “{current}”.', { field: t(label), mine: show(mine[k]), current: show(current[k]) }));
}
