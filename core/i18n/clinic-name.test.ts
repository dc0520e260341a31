import { describe, expect, it } from 'vitest';
import { defaultClinicName } from './clinic-name';

describe('a new clinic’s name', () => {
  it('is the spec’s in English and a practice’s name in German and French', () => {
    expect(defaultClinicName('Dr Ada Lovelace', 'en')).toBe("Dr Ada Lovelace's clinic");
    expect(defaultClinicName('Dr. Anna Weber', 'de')).toBe('Praxis Dr. Anna Weber');
    expect(defaultClinicName('Dr Claire Martin', 'fr')).toBe('Cabinet Dr Claire Martin');
  });
});
