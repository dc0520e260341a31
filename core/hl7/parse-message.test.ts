import { describe, expect, it } from 'vitest';
import { Hl7Error } from './hl7-error';
import { parseHl7Message, readRepetitions, readValue } from './parse-message';

const MSH = 'MSH|^~\\&|LAB|LABFAC|MEDASSIST|CLINIC|20240815143000||ORU^R01^ORU_R01|CTRL1|P|2.5.1';

function reason(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof Hl7Error) return `${e.code}: ${e.reason}`;
    throw e;
  }
  throw new Error('expected an Hl7Error');
}

describe('parseHl7Message', () => {
  it('reads the header fields with MSH-1 and MSH-2 counted as fields', () => {
    const m = parseHl7Message(`${MSH}\rPID|1||123^^^HOSP^MR`);
    expect(m.header).toMatchObject({
      sendingApplication: 'LAB',
      sendingFacility: 'LABFAC',
      receivingApplication: 'MEDASSIST',
      messageCode: 'ORU',
      triggerEvent: 'R01',
      messageStructure: 'ORU_R01',
      controlId: 'CTRL1',
      processingId: 'P',
      version: '2.5.1',
    });
    expect(m.segments.map((s) => s.name)).toEqual(['MSH', 'PID']);
    expect(readValue(m.segments[0]!, 1, m.separators)).toBe('|');
    expect(readValue(m.segments[0]!, 2, m.separators)).toBe('^~\\&');
  });

  it.each([
    ['\r', 'CR'],
    ['\n', 'LF'],
    ['\r\n', 'CR LF'],
  ])('splits segments on %j (%s) and ignores blank lines and MLLP framing', (eol) => {
    const m = parseHl7Message(`\x0b${MSH}${eol}PID|1${eol}${eol}OBR|1${eol}\x1c\r`);
    expect(m.segments.map((s) => s.name)).toEqual(['MSH', 'PID', 'OBR']);
  });

  it('splits repetitions, components and subcomponents and unescapes each value', () => {
    const m = parseHl7Message(`${MSH}\rPID|1||111^^^MPI&2.16.840.1&ISO^MR~222^^^SSA^SS||O\\T\\Brien^Ann\\F\\Marie`);
    const pid = m.segments[1]!;
    expect(readRepetitions(pid, 3, m.separators)).toEqual([
      ['111', '', '', 'MPI&2.16.840.1&ISO', 'MR'],
      ['222', '', '', 'SSA', 'SS'],
    ]);
    expect(readValue(pid, 3, m.separators, { repetition: 1, component: 4, subcomponent: 2 })).toBe('2.16.840.1');
    expect(readValue(pid, 5, m.separators)).toBe('O&Brien');
    expect(readValue(pid, 5, m.separators, { component: 2 })).toBe('Ann|Marie');
    expect(readValue(pid, 40, m.separators)).toBe('');
  });

  it('reads a message written with other separators', () => {
    const m = parseHl7Message('MSH#$*!@#LAB#F#R#F#20240101##ORU$R01#C9#P#2.4\rPID#1##55$$$H$MR*66##Doe$Jo!F!e');
    expect(m.header.messageCode).toBe('ORU');
    expect(m.header.version).toBe('2.4');
    expect(readRepetitions(m.segments[1]!, 3, m.separators)).toEqual([['55', '', '', 'H', 'MR'], ['66']]);
    expect(readValue(m.segments[1]!, 5, m.separators, { component: 2 })).toBe('Jo#e');
  });

  it('refuses text that is not an HL7 message, with a reason', () => {
    expect(reason(() => parseHl7Message(''))).toBe('100: The message is empty.');
    expect(reason(() => parseHl7Message('{"resourceType":"Bundle"}'))).toBe('100: The message does not start with an MSH segment.');
    expect(reason(() => parseHl7Message('\u0000\u0001garbage\r\rMSH|'))).toMatch(/^100: /);
    expect(reason(() => parseHl7Message(`${MSH}\rthis is not a segment`))).toMatch(/^100: Segment 2/);
    expect(reason(() => parseHl7Message(`${MSH}\rPI|1`))).toMatch(/^100: Segment 2/);
  });

  it('requires MSH-9, MSH-10 and MSH-12 and keeps the header for the ACK', () => {
    expect(reason(() => parseHl7Message('MSH|^~\\&|LAB|F|R|F|20240101||ORU^R01||P|2.5'))).toBe('101: MSH-10 (message control id) is required.');
    expect(reason(() => parseHl7Message('MSH|^~\\&|LAB|F|R|F|20240101||ORU^R01|C1|P'))).toBe('101: MSH-12 (version id) is required.');
    expect(reason(() => parseHl7Message('MSH|^~\\&|LAB|F|R|F|20240101|||C1|P|2.5'))).toBe('101: MSH-9 (message type) is required.');
    try {
      parseHl7Message('MSH|^~\\&|LAB|F|R|F|20240101||ORU^R01|C1|P');
    } catch (e) {
      expect((e as Hl7Error).header?.controlId).toBe('C1');
    }
  });

  it('refuses a batch of several messages', () => {
    expect(reason(() => parseHl7Message(`${MSH}\rPID|1\r${MSH}\rPID|2`))).toMatch(/^100: Only one message per request/);
  });
});
