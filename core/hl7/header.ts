// The shapes of a message's MSH header, below the parser, the encoder and the error type that all
// carry them (an Hl7Error keeps the header so the ACK can echo it).

/** The five delimiters of a message, as its MSH-1 and MSH-2 declare them. */
export interface Hl7Separators {
  field: string;
  component: string;
  repetition: string;
  escape: string;
  subcomponent: string;
}

/** The header fields an interface needs to route and acknowledge a message. */
export interface Hl7Header {
  separators: Hl7Separators;
  /** MSH-3..6 exactly as written (escaped), so an ACK can swap them back unchanged. */
  sendingApplication: string;
  sendingFacility: string;
  receivingApplication: string;
  receivingFacility: string;
  /** MSH-7 as written (HL7 DTM). */
  messageTime: string;
  /** MSH-9.1, MSH-9.2, MSH-9.3 (e.g. ORU, R01, ORU_R01). */
  messageCode: string;
  triggerEvent: string;
  messageStructure: string;
  /** MSH-10. */
  controlId: string;
  /** MSH-11.1 (P production, T training, D debugging). */
  processingId: string;
  /** MSH-12.1, e.g. 2.5.1. */
  version: string;
}
