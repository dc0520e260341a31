import { t } from '../i18n';
import { ApiRequestError } from './api-client';
import { notify } from './toaster';

/**
 * An action the server refused for the user's role (403): says so with the server's reason, in the
 * user's language, and answers true; false for any other failure, which the caller reports its own
 * way. Retrying would not help, so the caller's generic "please try again" text would mislead. The
 * user's role reloads by itself on any 403 (lib/user-scope.ts), so the refused button goes away.
 */
export function notifyIfForbidden(err: unknown): boolean {
  if (!(err instanceof ApiRequestError) || err.status !== 403) return false;
  notify(t('Not allowed for your role'), err.message, 'error');
  return true;
}
