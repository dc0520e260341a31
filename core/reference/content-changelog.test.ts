import { describe, expect, it } from 'vitest';
import { CONTENT_CHANGELOG, CONTENT_STATUS, changesFor, contentStatusLabel } from './content-changelog';

describe('honest content dates', () => {
  it('says "Written" while no named reviewer has signed off, and "Reviewed" only with one', () => {
    expect(contentStatusLabel({ writtenOn: '2026-11-25', reviewedBy: null, reviewedOn: null })).toEqual({ verb: 'Written', date: '2026-11-25' });
    expect(contentStatusLabel({ writtenOn: '2026-11-25', reviewedBy: 'Dr A. Clinician, PharmD', reviewedOn: '2026-12-01' })).toEqual({ verb: 'Reviewed', date: '2026-12-01', by: 'Dr A. Clinician, PharmD' });
    for (const status of Object.values(CONTENT_STATUS)) expect(contentStatusLabel(status).verb).toBe('Written');
  });

  it('keeps a dated changelog for every area, newest first', () => {
    const dates = CONTENT_CHANGELOG.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const area of Object.keys(CONTENT_STATUS) as (keyof typeof CONTENT_STATUS)[]) expect(changesFor(area).length).toBeGreaterThan(0);
  });
});
