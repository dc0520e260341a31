// HL7 v2 timestamps (DTM / TS.1, HL7 v2.5.1 chapter 2A "DTM"):
// YYYY[MM[DD[HH[MM[SS[.S[S[S[S]]]]]]]]][+/-ZZZZ], turned into FHIR R4 date/dateTime strings
// (http://hl7.org/fhir/R4/datatypes.html#dateTime), which need a zone whenever a time is given.

import { isCalendarDate, isFhirDateTime } from '../schemas/fhir-dates';

const DTM_RE = /^(\d{4})(?:(\d{2})(?:(\d{2})(?:(\d{2})(?:(\d{2})(?:(\d{2})(\.\d{1,4})?)?)?)?)?)?([+-]\d{4})?$/;

/**
 * A FHIR date or dateTime for an HL7 DTM, or null when it is not one. A time without an offset is
 * read in `defaultOffset` (e.g. '+00:00', or the clinic's offset): HL7 leaves it to the sender's
 * local time, which only the receiver's configuration knows. Missing minutes or seconds become
 * ':00' (FHIR's dateTime needs both once it has a time).
 */
export function hl7TimeToFhir(value: string, defaultOffset = '+00:00'): string | null {
  const m = DTM_RE.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  let out = y as string;
  if (mo) out += `-${mo}`;
  if (mo && d) out += `-${d}`;
  if (h) {
    if (!d) return null;
    // FHIR's dateTime needs seconds whenever it has a time.
    out += `T${h}:${mi ?? '00'}:${s ?? '00'}${frac ?? ''}`;
    out += zone ? `${zone.slice(0, 3)}:${zone.slice(3)}` : defaultOffset;
  }
  return isFhirDateTime(out) ? out : null;
}

/** The YYYY-MM-DD birth date of an HL7 DTM at day precision or finer (PID-7), or null. */
export function hl7DateToCalendarDate(value: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(value.trim());
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  return isCalendarDate(date) ? date : null;
}

/** An instant as HL7 DTM in UTC with seconds: YYYYMMDDHHMMSS+0000 (for MSH-7 of an ACK). */
export function formatHl7Time(at: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(at.getUTCFullYear(), 4)}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}+0000`;
}
