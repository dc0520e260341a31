import { describe, expect, it } from 'vitest';
import { errorReport, formatSize, summarize, type FileImport } from './import.utils';

const done = (name: string, counts: Record<string, Partial<{ created: number; updated: number; unchanged: number; skipped: number; failed: number }>>, errors: { resourceType: string; id: string; reason: string }[] = []): FileImport => ({
  name,
  size: 10,
  status: 'done',
  fraction: 1,
  answer: {
    patients: [],
    counts: Object.fromEntries(Object.entries(counts).map(([t, c]) => [t, { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, ...c }])),
    errors,
  },
});

describe('import summary', () => {
  it('adds up the files per resource type, kept types first', () => {
    const rows = summarize([done('a.json', { Patient: { created: 1 }, Claim: { skipped: 3 } }), done('b.json', { Patient: { unchanged: 1 }, Observation: { created: 5, failed: 1 } })]);
    expect(rows).toEqual([
      { type: 'Observation', counts: { created: 5, updated: 0, unchanged: 0, skipped: 0, failed: 1 } },
      { type: 'Patient', counts: { created: 1, updated: 0, unchanged: 1, skipped: 0, failed: 0 } },
      { type: 'Claim', counts: { created: 0, updated: 0, unchanged: 0, skipped: 3, failed: 0 } },
    ]);
  });

  it('lists every error with its file, a refused file too', () => {
    const refused: FileImport = { name: 'bad.json', size: 1, status: 'failed', fraction: 0, error: 'The file is not valid JSON, so it cannot be a FHIR Bundle.' };
    expect(errorReport([done('a.json', {}, [{ resourceType: 'Observation', id: 'o1', reason: 'no value' }]), refused])).toEqual([
      { file: 'a.json', resourceType: 'Observation', id: 'o1', reason: 'no value' },
      { file: 'bad.json', reason: 'The file is not valid JSON, so it cannot be a FHIR Bundle.' },
    ]);
  });

  it('writes sizes readably', () => {
    expect(formatSize(1_193_302)).toBe('1.1 MB');
    expect(formatSize(900)).toBe('1 KB');
  });
});
