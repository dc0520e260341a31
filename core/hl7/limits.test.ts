import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEPARATORS, unescapeValue } from './encoding';
import { Hl7Error } from './hl7-error';
import { HL7_LIMITS } from './limits';
import { readOruR01 } from './oru-r01';
import { parseHl7Message } from './parse-message';

const seps = DEFAULT_SEPARATORS;
const MSH = 'MSH|^~\\&|LAB|LABFAC|MEDASSIST|CLINIC|20240815143000||ORU^R01|BOMB-1|P|2.5.1';
const PID = 'PID|1||123^^^LAB^MR||Doe^Jane||19600101|F';
const OBR = 'OBR|1||F1|24323-8^Panel^LN|||20240815120000';
const obx = (n: number, value = '5') => `OBX|${n}|NM|2823-3^Potassium^LN||${value}|mmol/L|3.5-5.1|N|||F`;

/** The Hl7Error `fn` throws (the test fails on anything else, or on no error). */
function hl7ErrorOf(fn: () => unknown): Hl7Error {
  try {
    fn();
  } catch (e) {
    if (e instanceof Hl7Error) return e;
    throw e;
  }
  throw new Error('expected an Hl7Error');
}

describe('escape expansions are capped', () => {
  it('refuses the 14-byte \\.sp\\ bomb (it once expanded to ~500 MB) without expanding it', () => {
    const bomb = '\\.sp999999999\\';
    expect(bomb).toHaveLength(14);
    expect(hl7ErrorOf(() => unescapeValue(bomb, seps)).reason).toMatch(/at most 20/);
    expect(unescapeValue(`a\\.sp${HL7_LIMITS.spaceLines}\\b`, seps)).toBe(`a${'\n'.repeat(HL7_LIMITS.spaceLines)}b`);
  });

  it('decodes a long \\X\\ escape of non-UTF-8 bytes without overflowing the stack, and refuses one over the cap', () => {
    // 16 K bytes of 0xE9 (é in ISO 8859-1, not UTF-8): spread into fromCharCode, this many once threw a RangeError.
    expect(unescapeValue(`\\X${'E9'.repeat(HL7_LIMITS.hexBytes)}\\`, seps)).toBe('é'.repeat(HL7_LIMITS.hexBytes));
    expect(hl7ErrorOf(() => unescapeValue(`\\X${'E9'.repeat(200_000)}\\`, seps)).reason).toMatch(/200000 bytes; at most 16384/);
  });

  it('refuses hexadecimal that is not whole bytes with a reason', () => {
    expect(hl7ErrorOf(() => unescapeValue('\\XABC\\', seps)).reason).toMatch(/even number of hexadecimal digits/);
    expect(hl7ErrorOf(() => unescapeValue('\\XZZ\\', seps)).reason).toMatch(/even number of hexadecimal digits/);
  });

  it('refuses a value that grows past the value cap through escapes', () => {
    const growing = `\\.sp${HL7_LIMITS.spaceLines}\\`.repeat(Math.ceil(HL7_LIMITS.valueChars / HL7_LIMITS.spaceLines) + 1);
    expect(hl7ErrorOf(() => unescapeValue(growing, seps)).reason).toMatch(/longer than 65536 characters/);
  });
});

describe('message, segment, field and OBX counts are capped', () => {
  it('refuses an oversized field, naming the segment, field and message', () => {
    const e = hl7ErrorOf(() => parseHl7Message([MSH, PID, OBR, obx(1, 'x'.repeat(HL7_LIMITS.fieldChars + 1))].join('\r')));
    expect(e.reason).toMatch(/^OBX 1: field 5 is 65537 characters long/);
    expect(e.location).toEqual({ segment: 'OBX', sequence: 1, field: 5 });
    expect(e.header?.controlId).toBe('BOMB-1');
  });

  it('refuses too many segments and too long a message', () => {
    const many = [MSH, PID, OBR, ...Array.from({ length: HL7_LIMITS.segments }, () => 'NTE|1||x')].join('\r');
    expect(hl7ErrorOf(() => parseHl7Message(many)).reason).toMatch(/segments; at most 2000/);
    expect(hl7ErrorOf(() => parseHl7Message(`${MSH}\r${'NTE|1||'.padEnd(HL7_LIMITS.messageChars, 'x')}`)).reason).toMatch(/at most 1048576 are accepted/);
  });

  it('refuses more OBX segments than the cap', () => {
    const message = parseHl7Message([MSH, PID, OBR, ...Array.from({ length: HL7_LIMITS.observations + 1 }, (_, i) => obx(i + 1))].join('\r'));
    expect(hl7ErrorOf(() => readOruR01(message)).reason).toMatch(/1001 OBX segments; at most 1000/);
  });
});

describe('the parser under arbitrary input', () => {
  // Pieces that exercise escapes, separators and segment structure far more often than random text would.
  const piece = fc.oneof(
    fc.constantFrom('\\', '|', '^', '~', '&', '\r', '\n', '\\.sp', '\\X', '\\.br\\', '\\F\\', '\\E\\', 'OBX|1|NM|', 'PID|1||', 'OBR|1|', 'NTE|1||', 'E9', 'FF', '00', '99999999999'),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\\.sp999999999\\', '\\.sp 7\\', '\\XE9\\'),
    fc.integer({ min: 1, max: 200_000 }).map((n) => `\\X${'E9'.repeat(n)}\\`),
  );
  const body = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

  it('throws nothing but Hl7Error and keeps every value within the caps', () => {
    fc.assert(
      fc.property(body, (tail) => {
        try {
          const message = parseHl7Message(`${MSH}\r${tail}`);
          readOruR01(message);
        } catch (e) {
          if (!(e instanceof Hl7Error)) throw e;
        }
        try {
          const out = unescapeValue(tail, seps);
          expect(out.length).toBeLessThanOrEqual(Math.max(tail.length, HL7_LIMITS.valueChars + HL7_LIMITS.spaceLines));
        } catch (e) {
          if (!(e instanceof Hl7Error)) throw e;
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
