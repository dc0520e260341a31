// An HL7 v2 message in ER7 ("pipe and hat") encoding, split per HL7 v2.5.1 chapter 2: segments end
// with a carriage return (a line feed or CR LF is tolerated, as many senders use them), fields are
// split by MSH-1, repetitions, components and subcomponents by the characters of MSH-2. Values are
// unescaped only when read, after splitting, so an escaped separator never splits anything.

import { HL7_ERROR_CODES, Hl7Error } from './hl7-error';
import { readSeparators, unescapeValue } from './encoding';
import type { Hl7Header, Hl7Separators } from './header';
import { HL7_LIMITS } from './limits';

/** One segment: its name and its fields as written (fields[n] is field n; for MSH fields[1] is MSH-1). */
export interface Hl7Segment {
  name: string;
  fields: string[];
}

/** A parsed message. */
export interface Hl7Message {
  separators: Hl7Separators;
  header: Hl7Header;
  segments: Hl7Segment[];
  /** The segments as written, joined by CR (MLLP framing, BOM, blank lines and the line-ending style left out): what a resend repeats exactly. */
  text: string;
}

/** Which part of a field to read (1-based, as HL7 numbers them). */
export interface Hl7Position {
  repetition?: number;
  component?: number;
  subcomponent?: number;
}

const SEGMENT_NAME = /^[A-Z][A-Z0-9]{2}$/;
/** MLLP framing: start block VT (0x0B) and end block FS (0x1C), left in by some senders over HTTP. */
const MLLP_START = '\u000b';
const MLLP_END = '\u001c';

/** The segments of `text`: MLLP framing bytes and blank lines are ignored; throws Hl7Error when the first is not MSH. */
function splitSegments(text: string): string[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replaceAll(MLLP_START, '')
    .replaceAll(MLLP_END, '')
    .split(/\r\n|\r|\n/)
    .filter((l) => l.trim().length > 0);
  const first = lines[0]?.trimStart() ?? '';
  if (!first.startsWith('MSH')) {
    throw new Hl7Error(
      lines.length === 0 ? 'The message is empty.' : 'The message does not start with an MSH segment.',
      HL7_ERROR_CODES.segmentSequence,
      { location: { segment: 'MSH', sequence: 1 } },
    );
  }
  lines[0] = first;
  return lines;
}

function parseSegment(line: string, seps: Hl7Separators, index: number): Hl7Segment {
  const name = line.slice(0, 3);
  if (!SEGMENT_NAME.test(name) || (line.length > 3 && line.charAt(3) !== seps.field)) {
    throw new Hl7Error(`Segment ${index + 1} ("${line.slice(0, 20)}") is not a segment: it must start with a three-letter name and the field separator.`, HL7_ERROR_CODES.segmentSequence, {
      location: { segment: name || '???' },
    });
  }
  if (name === 'MSH') {
    // MSH-1 is the field separator itself and MSH-2 the encoding characters: neither is split.
    const rest = line.slice(4).split(seps.field);
    return { name, fields: ['MSH', seps.field, ...rest] };
  }
  return { name, fields: line.split(seps.field) };
}

/** Field `n` of a segment, split into repetitions → components → subcomponents (raw, escaped). */
export function splitField(segment: Hl7Segment, n: number, seps: Hl7Separators): string[][][] {
  const raw = segment.fields[n] ?? '';
  if (segment.name === 'MSH' && (n === 1 || n === 2)) return [[[raw]]];
  return raw.split(seps.repetition).map((rep) => rep.split(seps.component).map((comp) => comp.split(seps.subcomponent)));
}

/** The unescaped text at a field position ('' when absent). */
export function readValue(segment: Hl7Segment, n: number, seps: Hl7Separators, at: Hl7Position = {}): string {
  const { repetition = 1, component = 1, subcomponent = 1 } = at;
  const raw = splitField(segment, n, seps)[repetition - 1]?.[component - 1]?.[subcomponent - 1] ?? '';
  return unescapeValue(raw, seps);
}

/** Every repetition of a field, each as its components (each component's subcomponents joined back, unescaped per subcomponent). */
export function readRepetitions(segment: Hl7Segment, n: number, seps: Hl7Separators): string[][] {
  if (!(segment.fields[n] ?? '')) return [];
  return splitField(segment, n, seps).map((rep) => rep.map((comp) => comp.map((sub) => unescapeValue(sub, seps)).join(seps.subcomponent)));
}

function readHeader(msh: Hl7Segment, seps: Hl7Separators): Hl7Header {
  const raw = (n: number) => msh.fields[n] ?? '';
  const value = (n: number, component = 1) => readValue(msh, n, seps, { component });
  return {
    separators: seps,
    sendingApplication: raw(3),
    sendingFacility: raw(4),
    receivingApplication: raw(5),
    receivingFacility: raw(6),
    messageTime: value(7),
    messageCode: value(9, 1),
    triggerEvent: value(9, 2),
    messageStructure: value(9, 3),
    controlId: value(10),
    processingId: value(11),
    version: value(12),
  };
}

/** Throws Hl7Error when a segment holds a field longer than HL7_LIMITS.fieldChars. */
function checkFieldLengths(segment: Hl7Segment, sequence: number, header: Hl7Header): void {
  const field = segment.fields.findIndex((f) => f.length > HL7_LIMITS.fieldChars);
  if (field === -1) return;
  throw new Hl7Error(`${segment.name} ${sequence}: field ${field} is ${segment.fields[field]!.length} characters long; at most ${HL7_LIMITS.fieldChars} are accepted.`, HL7_ERROR_CODES.dataType, {
    location: { segment: segment.name, sequence, field },
    header,
  });
}

/**
 * Splits an ER7 message into its header and segments; throws Hl7Error (answer AR) when it is not a
 * readable HL7 v2 message or is larger than HL7_LIMITS allow (message, segments, field lengths).
 */
export function parseHl7Message(text: string): Hl7Message {
  if (typeof text !== 'string') throw new Hl7Error('The message is not text.', HL7_ERROR_CODES.segmentSequence);
  if (text.length > HL7_LIMITS.messageChars) {
    throw new Hl7Error(`The message is ${text.length} characters long; at most ${HL7_LIMITS.messageChars} are accepted in one message.`, HL7_ERROR_CODES.segmentSequence);
  }
  const lines = splitSegments(text);
  const seps = readSeparators(lines[0] ?? '');
  const msh = parseSegment(lines[0] ?? '', seps, 0);
  // MSH-10 and the version are read first, so even a refusal over a cap names the message it refuses.
  const header = readHeader(msh, seps);
  checkFieldLengths(msh, 1, header);
  if (lines.length > HL7_LIMITS.segments) {
    throw new Hl7Error(`The message has ${lines.length} segments; at most ${HL7_LIMITS.segments} are accepted in one message.`, HL7_ERROR_CODES.segmentSequence, { header });
  }
  const seen = new Map<string, number>();
  const segments = lines.map((line, i) => {
    const segment = i === 0 ? msh : parseSegment(line, seps, i);
    const sequence = (seen.get(segment.name) ?? 0) + 1;
    seen.set(segment.name, sequence);
    checkFieldLengths(segment, sequence, header);
    return segment;
  });
  const missing = (field: number, what: string) =>
    new Hl7Error(`MSH-${field} (${what}) is required.`, HL7_ERROR_CODES.requiredFieldMissing, { location: { segment: 'MSH', sequence: 1, field }, header });
  if (!header.messageCode) throw missing(9, 'message type');
  if (!header.controlId) throw missing(10, 'message control id');
  if (!header.version) throw missing(12, 'version id');
  const extraMsh = segments.findIndex((s, i) => i > 0 && s.name === 'MSH');
  if (extraMsh !== -1) {
    throw new Hl7Error('Only one message per request: a second MSH segment was found (batches are not accepted).', HL7_ERROR_CODES.segmentSequence, {
      location: { segment: 'MSH', sequence: 2 },
      header,
    });
  }
  return { separators: seps, header, segments, text: lines.join('\r') };
}
