import { describe, expect, it } from 'vitest';
import { emptyGuidelinesHint, formatGuidelineDate, hostOf, printRawBody, toggleSpecialty } from './guidelines.utils';

describe('guideline page helpers', () => {
  it('shows a publication day as that calendar day whatever the viewer time zone', () => {
    expect(formatGuidelineDate('2024-08-30')).toBe('Aug 30, 2024');
    expect(formatGuidelineDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(formatGuidelineDate('not a date')).toBe('not a date');
  });

  it('explains an empty result by the specialty and the search text that matched nothing (spec §8)', () => {
    expect(emptyGuidelinesHint('Cardiology', '')).toBe('No guidelines found for Cardiology');
    expect(emptyGuidelinesHint('Cardiology', ' zzz ')).toBe('No guidelines found for Cardiology matching "zzz"');
    expect(emptyGuidelinesHint(null, 'zzz')).toBe('No guidelines found matching "zzz"');
    expect(emptyGuidelinesHint(null, '  ')).toBe('Try adjusting your filters or search term');
  });

  it('clears the specialty filter when the active specialty is chosen again (spec §4)', () => {
    expect(toggleSpecialty(null, 'Cardiology')).toBe('Cardiology');
    expect(toggleSpecialty('Cardiology', 'Cardiology')).toBeNull();
    expect(toggleSpecialty('Cardiology', 'Neurology')).toBe('Neurology');
    expect(toggleSpecialty('Cardiology', null)).toBeNull();
  });

  it('pretty-prints a JSON body and leaves any other body as received', () => {
    expect(printRawBody('["Cardiology","Neurology"]')).toBe('[\n  "Cardiology",\n  "Neurology"\n]');
    expect(printRawBody('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
    expect(printRawBody('')).toBe('');
  });

  it('names the host of a link without www', () => {
    expect(hostOf('https://www.escardio.org/Guidelines')).toBe('escardio.org');
    expect(hostOf('nonsense')).toBe('nonsense');
  });
});
