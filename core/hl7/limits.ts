// Caps on what one HL7 v2 message may make the parser hold, so no message can exhaust a Worker's
// 128 MB: a 14-byte `\.sp999999999\` once expanded to ~500 MB of line breaks. Anything over a cap is
// an Hl7Error (the lab gets AR with the reason), never a crash. Real ORU^R01 messages stay far below.

/** The caps, each named with its unit. */
export const HL7_LIMITS = {
  /** The whole message (the API's 1 MB body limit refuses a larger one before it is read). */
  messageChars: 1024 * 1024,
  /** Segments in one message. */
  segments: 2000,
  /** OBX segments (result values) in one message. */
  observations: 1000,
  /** One field as written (escaped). */
  fieldChars: 64 * 1024,
  /** One value once unescaped. */
  valueChars: 64 * 1024,
  /** The line count of one `\.sp n\` formatting command. */
  spaceLines: 20,
  /** The bytes of one `\Xhh…\` hexadecimal escape. */
  hexBytes: 16 * 1024,
} as const;
