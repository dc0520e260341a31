import { msg } from '../../core/i18n/msg';
import type { AuditedRead } from '../db/queries/audit';
import { ApiException } from '../errors';

/**
 * The data of an audited read, or the error to answer: 404 when there is nothing (or it is another
 * clinic's), 401 when D1 says the reader's account is disabled or removed (a second check behind
 * the session check of the user's hub: docs/security.md, "Revocation is immediate everywhere").
 */
export function shownOrRefused<T>(read: AuditedRead<T>, notFoundMessage: string): T {
  if (read === 'not-found') throw new ApiException(404, notFoundMessage);
  if (read === 'reader-disabled') throw new ApiException(401, msg('Not authenticated.'));
  return read;
}
