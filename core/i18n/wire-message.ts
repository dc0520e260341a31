// A MessageDescriptor in an API answer. The RPC client's JSON types stop at a recursive type (Hono
// turns the second occurrence into JSONValue), so a template on the wire has a fixed depth: its
// values may be templates whose values may be templates of plain values — as deep as the findings
// nest ("measured {age} ago" with age "{n} months"). Anything deeper is sent as its English text.
import { englishText, isFixedNumber, type MessageDescriptor, type MessageValue } from './message';

/** A plain value (FixedNumber's shape without `readonly`, which JSON types do not keep). */
type PlainValue = number | string | { fixed: number; decimals: number };
interface Level2 {
  text: string;
  values: Record<string, PlainValue>;
}
interface Level1 {
  text: string;
  values: Record<string, PlainValue | Level2>;
}
/** A template with values, three levels deep at most. */
export interface WireMessage {
  text: string;
  values: Record<string, PlainValue | Level1>;
}

function valuesAt(values: Readonly<Record<string, MessageValue>>, depth: number): Record<string, never> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' || typeof value === 'string' || isFixedNumber(value)) out[name] = value;
    else out[name] = depth > 0 ? { text: value.text, values: valuesAt(value.values, depth - 1) } : englishText(value);
  }
  return out as Record<string, never>;
}

/** The descriptor as an API answer carries it (deeper templates as English text). */
export function wireMessage(descriptor: MessageDescriptor): WireMessage {
  return { text: descriptor.text, values: valuesAt(descriptor.values, 2) };
}
