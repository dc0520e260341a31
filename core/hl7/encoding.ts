// HL7 v2 encoding rules (HL7 v2.5.1 chapter 2, sections 2.5.4 "Message delimiters" and 2.7
// "Use of escape sequences in text fields"): the sender picks its separators in MSH-1 and MSH-2,
// and writes a separator that occurs in data as an escape sequence such as \F\.

import { HL7_ERROR_CODES, Hl7Error } from './hl7-error';
import type { Hl7Separators } from './header';
import { HL7_LIMITS } from './limits';

/** HL7's recommended delimiters: | ^ ~ \ &. */
export const DEFAULT_SEPARATORS: Hl7Separators = { field: '|', component: '^', repetition: '~', escape: '\\', subcomponent: '&' };

/** The separators a message declares: MSH-1 is the character after "MSH", MSH-2 the encoding characters up to the next field separator. */
export function readSeparators(mshLine: string): Hl7Separators {
  const field = mshLine.charAt(3);
  if (!field || /[A-Za-z0-9\s]/.test(field)) {
    throw new Hl7Error('MSH-1 (field separator) is missing or is a letter, digit or space.', HL7_ERROR_CODES.requiredFieldMissing, { location: { segment: 'MSH', sequence: 1, field: 1 } });
  }
  const end = mshLine.indexOf(field, 4);
  const encoding = end === -1 ? mshLine.slice(4) : mshLine.slice(4, end);
  // Four characters (component, repetition, escape, subcomponent); v2.7 adds a fifth, the truncation character.
  const chars = [...encoding];
  const distinct = new Set([field, ...chars.slice(0, 4)]);
  if (chars.length < 4 || chars.length > 5 || distinct.size !== 5 || chars.some((c) => /[A-Za-z0-9\s]/.test(c))) {
    throw new Hl7Error(
      `MSH-2 (encoding characters) must be four distinct symbols such as ^~\\&, not "${encoding}".`,
      HL7_ERROR_CODES.dataType,
      { location: { segment: 'MSH', sequence: 1, field: 2 } },
    );
  }
  const [component, repetition, escape, subcomponent] = chars as [string, string, string, string];
  return { field, component, repetition, escape, subcomponent };
}

const FORMATTING_BREAKS = new Set(['.br', '.sp', '.fi', '.nf', '.in', '.ti', '.sk', '.ce']);

function decodeHex(hex: string): string {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9A-Fa-f]+$/.test(hex)) {
    throw new Hl7Error(`A \\X…\\ escape must hold an even number of hexadecimal digits, not "${hex.slice(0, 20)}${hex.length > 20 ? '…' : ''}".`, HL7_ERROR_CODES.dataType);
  }
  if (hex.length / 2 > HL7_LIMITS.hexBytes) {
    throw new Hl7Error(`A \\X…\\ escape holds ${hex.length / 2} bytes; at most ${HL7_LIMITS.hexBytes} are accepted.`, HL7_ERROR_CODES.dataType);
  }
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Not UTF-8: HL7's default character set is 8-bit ASCII/ISO 8859-1, one byte per character
    // (built one by one: spreading many bytes into fromCharCode overflows the call stack).
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return text;
  }
}

/** The line breaks `\.sp n\` stands for: n (1 when absent or not a number); more than the cap is refused. */
function spaceLines(argument: string): string {
  const count = /^\s*\d+\s*$/.test(argument) ? Number(argument) : 1;
  if (count > HL7_LIMITS.spaceLines) {
    throw new Hl7Error(`A \\.sp\\ formatting command asks for ${argument.trim().slice(0, 12)} blank lines; at most ${HL7_LIMITS.spaceLines} are accepted.`, HL7_ERROR_CODES.dataType);
  }
  return '\n'.repeat(Math.max(1, count));
}

/**
 * The text a field value stands for: \F\ \S\ \T\ \R\ \E\ become the separators, \Xhh..\ the bytes
 * it encodes, \.br\ (and the other formatting commands of FT) a line break (\.sp\ n: n line
 * breaks), \H\ \N\ (highlighting) and character-set switches \C..\ \M..\ are dropped; an unknown
 * or unterminated sequence is kept as written, so nothing the sender wrote is lost. Throws Hl7Error
 * for hexadecimal that is not whole bytes and for anything over HL7_LIMITS (a \.sp\ count, an \X\
 * escape, the value's length), so no value can grow without bound.
 */
export function unescapeValue(value: string, seps: Hl7Separators): string {
  const esc = seps.escape;
  if (!value.includes(esc)) return value;
  let out = '';
  let i = 0;
  while (i < value.length) {
    const ch = value.charAt(i);
    if (ch !== esc) {
      out += ch;
      i++;
      continue;
    }
    const close = value.indexOf(esc, i + 1);
    if (close === -1) {
      out += value.slice(i);
      break;
    }
    const body = value.slice(i + 1, close);
    const raw = value.slice(i, close + 1);
    i = close + 1;
    const head = body.charAt(0);
    if (body === 'F') out += seps.field;
    else if (body === 'S') out += seps.component;
    else if (body === 'T') out += seps.subcomponent;
    else if (body === 'R') out += seps.repetition;
    else if (body === 'E') out += seps.escape;
    else if (body === 'H' || body === 'N') continue;
    else if (head === 'X') out += decodeHex(body.slice(1));
    else if (head === 'C' || head === 'M') continue;
    else if (head === '.' && FORMATTING_BREAKS.has(body.slice(0, 3))) {
      const command = body.slice(0, 3);
      if (command === '.br') out += '\n';
      else if (command === '.sp') out += spaceLines(body.slice(3));
      // .fi .nf .in .ti .sk .ce change layout only; the text itself is unchanged.
    } else out += raw;
    if (out.length > HL7_LIMITS.valueChars) {
      throw new Hl7Error(`A value is longer than ${HL7_LIMITS.valueChars} characters once its escapes are read.`, HL7_ERROR_CODES.dataType);
    }
  }
  return out;
}

/** `text` written safely inside a field: each separator and the escape character become their escape sequences, a line break \.br\. */
export function escapeValue(text: string, seps: Hl7Separators): string {
  const map = new Map<string, string>([
    [seps.escape, 'E'],
    [seps.field, 'F'],
    [seps.component, 'S'],
    [seps.subcomponent, 'T'],
    [seps.repetition, 'R'],
  ]);
  let out = '';
  for (const ch of text.replace(/\r\n|\r/g, '\n')) {
    const code = map.get(ch);
    if (code) out += `${seps.escape}${code}${seps.escape}`;
    else if (ch === '\n') out += `${seps.escape}.br${seps.escape}`;
    else out += ch;
  }
  return out;
}
