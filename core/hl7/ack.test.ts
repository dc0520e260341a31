import { describe, expect, it } from 'vitest';
import { buildAck } from './ack';
import { HL7_ERROR_CODES, Hl7Error } from './hl7-error';
import { parseHl7Message } from './parse-message';

const AT = new Date('2026-11-25T18:30:05Z');
const header = (msh: string) => parseHl7Message(msh).header;

describe('buildAck', () => {
  it('accepts: swaps sender and receiver, keeps version and processing id, echoes the control id', () => {
    const original = header('MSH|^~\\&|LAB^1.2.3^ISO|ACME|MEDASSIST|CLINIC 7|20240815||ORU^R01^ORU_R01|CTRL42|T|2.5.1');
    expect(buildAck({ original, code: 'AA', controlId: 'ACK-1', at: AT })).toBe(
      'MSH|^~\\&|MEDASSIST|CLINIC 7|LAB^1.2.3^ISO|ACME|20261125183005+0000||ACK^R01^ACK|ACK-1|T|2.5.1\rMSA|AA|CTRL42\r',
    );
  });

  it('rejects with the reason in MSA-3 and, from v2.5, an ERR segment with code, location and text', () => {
    const original = header('MSH|^~\\&|LAB|ACME|MEDASSIST|CLINIC|20240815||ORU^R01|CTRL9|P|2.5');
    const ack = buildAck({ original, code: 'AR', controlId: 'ACK-2', at: AT, reason: 'Bad | value', errorCode: HL7_ERROR_CODES.dataType, errorLocation: { segment: 'OBX', sequence: 2, field: 5 } });
    expect(ack.split('\r')).toEqual([
      'MSH|^~\\&|MEDASSIST|CLINIC|LAB|ACME|20261125183005+0000||ACK^R01^ACK|ACK-2|P|2.5',
      'MSA|AR|CTRL9|Bad \\F\\ value',
      'ERR||OBX^2^5|102^Data type error^HL70357|E||||Bad \\F\\ value',
      '',
    ]);
  });

  it('has no ERR segment before v2.5 and the two-part message type in v2.3', () => {
    const original = header('MSH|^~\\&|LAB|ACME|MEDASSIST|CLINIC|20240815||ORU^R01|C3|P|2.3');
    expect(buildAck({ original, code: 'AE', controlId: 'A3', at: AT, reason: 'Unknown test' })).toBe(
      'MSH|^~\\&|MEDASSIST|CLINIC|LAB|ACME|20261125183005+0000||ACK^R01|A3|P|2.3\rMSA|AE|C3|Unknown test\r',
    );
  });

  it('answers in the sender’s own separators', () => {
    const original = header('MSH#$*!@#LAB#F#ME#C#20240101##ORU$R01#C9#P#2.4');
    expect(buildAck({ original, code: 'AE', controlId: 'A#1', at: AT, reason: 'x$y' })).toBe('MSH#$*!@#ME#C#LAB#F#20261125183005+0000##ACK$R01$ACK#A!F!1#P#2.4\rMSA#AE#C9#x!S!y\r');
  });

  it('answers a message whose header could not be read with HL7 defaults', () => {
    let error: Hl7Error | undefined;
    try {
      parseHl7Message('not hl7');
    } catch (e) {
      error = e as Hl7Error;
    }
    const ack = buildAck({ original: error?.header, code: 'AR', controlId: 'A4', at: AT, reason: error?.reason, errorCode: error?.code, errorLocation: error?.location });
    expect(ack).toBe(
      'MSH|^~\\&|MedAssist||||20261125183005+0000||ACK^^ACK|A4|P|2.5.1\rMSA|AR||The message does not start with an MSH segment.\rERR||MSH^1|100^Segment sequence error^HL70357|E||||The message does not start with an MSH segment.\r',
    );
    expect(() => parseHl7Message(ack)).not.toThrow();
  });
});
