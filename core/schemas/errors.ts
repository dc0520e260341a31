import type { MessageDescriptor } from '../i18n/message';

/** The one error shape every API failure answers with (DESIGN.md §4). */
export interface ApiError {
  message: string;
  /** A message with figures (a quota's limit) as its msg()-marked English template and values, so
   *  the client shows it in the user's language; `message` is its English text. */
  template?: MessageDescriptor;
  fieldErrors?: Record<string, string[]>;
  requestId?: string;
}
