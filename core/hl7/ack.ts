// The HL7 acknowledgment (ACK, HL7 v2.5.1 chapter 2, sections 2.9 and 2.14.1 "MSA", 2.14.5 "ERR"):
// MSH answers the sender (sending and receiving swapped, same version and processing id, a new
// control id and a timestamp passed in), MSA carries AA/AE/AR with the original control id and the
// reason (MSA-3), and from v2.5 an ERR segment carries the table 0357 code, location and reason.

import { DEFAULT_SEPARATORS, escapeValue } from './encoding';
import type { Hl7Header, Hl7Separators } from './header';
import type { Hl7ErrorCode, Hl7ErrorLocation } from './hl7-error';
import { formatHl7Time } from './hl7-time';

/** AA application accept, AE application error, AR application reject. */
export type AckCode = 'AA' | 'AE' | 'AR';

/** What an ACK needs to say. */
export interface AckInput {
  /** The header of the message being acknowledged, when it could be read; else the ACK uses HL7's defaults. */
  original: Hl7Header | undefined;
  code: AckCode;
  /** MSH-10 of the ACK itself (unique per message sent). */
  controlId: string;
  /** MSH-7 of the ACK. */
  at: Date;
  /** Why (required for AE/AR; optional text for AA). */
  reason?: string;
  /** Table 0357 code for the ERR segment (AE/AR; default 207 application internal error). */
  errorCode?: Hl7ErrorCode;
  errorLocation?: Hl7ErrorLocation;
  /** Who we are, when the original had no receiving application (MSH-3 of the ACK). */
  application?: string;
}

/** Version used when the original's version could not be read. */
export const ACK_DEFAULT_VERSION = '2.5.1';

const ERROR_TEXT: Readonly<Record<number, string>> = {
  100: 'Segment sequence error',
  101: 'Required field missing',
  102: 'Data type error',
  200: 'Unsupported message type',
  201: 'Unsupported event code',
  203: 'Unsupported version id',
  204: 'Unknown key identifier',
  205: 'Duplicate key identifier',
  207: 'Application internal error',
};

function atLeast25(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 5);
}

/** The ACK message text, segments ending in carriage returns. */
export function buildAck(input: AckInput): string {
  const original = input.original;
  const seps: Hl7Separators = original?.separators ?? DEFAULT_SEPARATORS;
  const version = original?.version || ACK_DEFAULT_VERSION;
  const esc = (text: string) => escapeValue(text, seps);
  const encoding = `${seps.component}${seps.repetition}${seps.escape}${seps.subcomponent}`;
  const event = original?.triggerEvent ? esc(original.triggerEvent) : '';
  const messageType = version === '2.3' ? `ACK${seps.component}${event}` : `ACK${seps.component}${event}${seps.component}ACK`;
  const msh = [
    `MSH${seps.field}${encoding}`,
    original?.receivingApplication || esc(input.application ?? 'MedAssist'),
    original?.receivingFacility ?? '',
    original?.sendingApplication ?? '',
    original?.sendingFacility ?? '',
    formatHl7Time(input.at),
    '',
    messageType,
    esc(input.controlId),
    esc(original?.processingId || 'P'),
    esc(version),
  ].join(seps.field);
  const reason = input.reason ? esc(input.reason.replace(/\s+/g, ' ').trim()) : '';
  const msa = ['MSA', input.code, esc(original?.controlId ?? ''), reason].join(seps.field).replace(new RegExp(`\\${seps.field}+$`), '');
  const segments = [msh, msa];
  if (input.code !== 'AA' && atLeast25(version)) {
    const code = input.errorCode ?? 207;
    const loc = input.errorLocation;
    // ERR-2 (ERL): segment id ^ sequence ^ field position; ERR-3 (CWE): code ^ text ^ HL70357; ERR-4 severity E; ERR-8 user message.
    const location = loc ? [esc(loc.segment), loc.sequence ?? '', loc.field ?? ''].join(seps.component).replace(new RegExp(`\\${seps.component}+$`), '') : '';
    const errorCode = [String(code), esc(ERROR_TEXT[code] ?? ''), 'HL70357'].join(seps.component);
    segments.push(['ERR', '', location, errorCode, 'E', '', '', '', reason].join(seps.field));
  }
  return `${segments.join('\r')}\r`;
}
