// Why a message was refused, in HL7's own terms: the error codes of HL7 table 0357 (message error
// condition codes, HL7 v2.5.1 chapter 2, "ERR-3") so the ACK can carry them, plus a sentence a
// lab's integration engineer can act on. A route answers these with MSA|AR, never a 5xx.

import type { Hl7Header } from './header';

/** HL7 table 0357 codes this parser reports. */
export const HL7_ERROR_CODES = {
  segmentSequence: 100,
  requiredFieldMissing: 101,
  dataType: 102,
  unsupportedMessageType: 200,
  unsupportedEventCode: 201,
  unsupportedVersion: 203,
  unknownKey: 204,
  duplicateKey: 205,
  internalError: 207,
} as const;
export type Hl7ErrorCode = (typeof HL7_ERROR_CODES)[keyof typeof HL7_ERROR_CODES];

/** Where in the message the problem is (ERR-2: segment id, its sequence, field position). */
export interface Hl7ErrorLocation {
  segment: string;
  /** 1-based position of the segment among segments of that name. */
  sequence?: number;
  field?: number;
}

/** A message that cannot be read or is not one this interface accepts: answer AR with `reason`. */
export class Hl7Error extends Error {
  readonly code: Hl7ErrorCode;
  readonly location: Hl7ErrorLocation | undefined;
  /** The header when MSH itself could be read, so the ACK can echo its control id and version. */
  readonly header: Hl7Header | undefined;

  constructor(reason: string, code: Hl7ErrorCode, options: { location?: Hl7ErrorLocation; header?: Hl7Header } = {}) {
    super(reason);
    this.name = 'Hl7Error';
    this.code = code;
    this.location = options.location;
    this.header = options.header;
  }

  /** The sentence for MSA-3 / ERR-8. */
  get reason(): string {
    return this.message;
  }
}
