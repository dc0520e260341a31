// The lines of the "not checked" card, each said once. The patient checks name what they lacked per
// drug ("No eGFR in the chart: metformin's renal limits were not checked."); several draft orders, or
// several rules, repeat the same missing value. Lines of one template that differ in a single value
// become one line naming all of them ("No age, sex and weight in the chart: …"); identical lines are
// said once.
import { englishText, fillTemplate, type LocalText, type MessageDescriptor } from '../../core/i18n/message';

interface Group {
  template: string;
  values: Record<string, string>;
  /** The one value that differs between the merged lines, and its values in order. */
  varying: string | null;
  list: string[];
}

const englishValues = (d: MessageDescriptor): Record<string, string> => Object.fromEntries(Object.keys(d.values).map((k) => [k, englishText({ text: `{${k}}`, values: d.values })]));

/** The keys whose values differ between two value sets of one template. */
const differing = (a: Record<string, string>, b: Record<string, string>) => Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Each missing thing once, in the order first named; merged lines list the differing values. */
export function mergeNotChecked(lines: readonly LocalText[]): string[] {
  const out: (string | Group)[] = [];
  for (const line of lines) {
    if (typeof line === 'string') {
      if (!out.includes(line)) out.push(line);
      continue;
    }
    const values = englishValues(line);
    const group = out.find((g): g is Group => {
      if (typeof g === 'string' || g.template !== line.text) return false;
      const keys = differing(g.values, values);
      return keys.length === 0 || (keys.length === 1 && (g.varying === null || g.varying === keys[0]));
    });
    if (!group) {
      out.push({ template: line.text, values, varying: null, list: [] });
      continue;
    }
    const [key] = differing(group.values, values);
    if (!key) continue;
    if (group.varying === null) {
      group.varying = key;
      group.list.push(group.values[key]!);
    }
    if (!group.list.includes(values[key]!)) group.list.push(values[key]!);
  }
  const texts = out.map((g) => (typeof g === 'string' ? g : fillTemplate(englishText(g.template), g.varying ? { ...g.values, [g.varying]: listed(g.list) } : g.values)));
  return [...new Set(texts)];
}
