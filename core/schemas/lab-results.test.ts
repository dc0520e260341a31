import { describe, expect, it } from 'vitest';
import { LabResultCreateSchema } from './lab-results';

const line = { name: 'Potassium', value: '4.1', unit: 'mmol/L', referenceRange: '3.5-5.1', status: 'normal' as const };
const valid = { patientId: 1, labName: 'Basic metabolic panel', tests: [line] };

/** The message for a text one character over `max` in the field at `path`. */
function tooLong(path: (string | number)[], max: number): string | undefined {
  const input = structuredClone(valid) as Record<string, unknown>;
  let target = input;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]!] = 'x'.repeat(max + 1);
  const r = LabResultCreateSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('LabResultCreateSchema', () => {
  it('names each field’s real limit in its too-long message (the texts are written out for translation)', () => {
    expect(tooLong(['labName'], 120)).toBe('Lab name must be at most 120 characters.');
    expect(tooLong(['physician'], 120)).toBe('Ordering physician must be at most 120 characters.');
    expect(tooLong(['interpretation'], 5000)).toBe('Interpretation must be at most 5000 characters.');
    expect(tooLong(['comments'], 5000)).toBe('Comments must be at most 5000 characters.');
    expect(tooLong(['tests', 0, 'name'], 120)).toBe('Test name must be at most 120 characters.');
    expect(tooLong(['tests', 0, 'value'], 200)).toBe('Result value must be at most 200 characters.');
    expect(tooLong(['tests', 0, 'unit'], 40)).toBe('Unit must be at most 40 characters.');
    expect(tooLong(['tests', 0, 'referenceRange'], 80)).toBe('Reference range must be at most 80 characters.');
  });
});
