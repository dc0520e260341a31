import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_PREFERENCES } from '../schemas/user';
import { preferredEntryUnit, toPreferredUnit, unitLabel } from './vital-units';

const imperial = { temperature: 'fahrenheit', weight: 'lb', height: 'in', bloodPressure: 'kPa' } as const;

describe('vital signs in the user’s units', () => {
  it('shows a weight stored in kg in pounds when the doctor prefers lb (70 kg = 154.32 lb)', () => {
    const shown = toPreferredUnit(70, 'kg', imperial);
    expect(shown.unitLabel).toBe('lb');
    expect(shown.ucum).toBe('[lb_av]');
    expect(shown.value).toBeCloseTo(154.3236, 4);
  });

  it('shows 37 °C as 98.6 °F, 180 cm as 70.87 in and 120 mmHg as 16.0 kPa', () => {
    expect(toPreferredUnit(37, 'Cel', imperial).value).toBeCloseTo(98.6, 10);
    expect(toPreferredUnit(180, 'cm', imperial).value).toBeCloseTo(70.866, 3);
    expect(toPreferredUnit(120, 'mm[Hg]', imperial).value).toBeCloseTo(15.999, 3);
  });

  it('leaves values already in the preferred unit, and units it has no preference for, as stored', () => {
    expect(toPreferredUnit(70, 'kg', DEFAULT_UNIT_PREFERENCES)).toEqual({ value: 70, ucum: 'kg', unitLabel: 'kg' });
    expect(toPreferredUnit(72, '/min', imperial)).toEqual({ value: 72, ucum: '/min', unitLabel: '/min' });
    expect(toPreferredUnit(5.4, 'mmol/L', imperial)).toEqual({ value: 5.4, ucum: 'mmol/L', unitLabel: 'mmol/L' });
  });

  it('converts a value imported in pounds back to kg for a metric user', () => {
    expect(toPreferredUnit(154.3235835, '[lb_av]', DEFAULT_UNIT_PREFERENCES).value).toBeCloseTo(70, 6);
  });

  it('names the unit a new vital is entered in under the preferences', () => {
    expect(preferredEntryUnit('kg', imperial)).toBe('[lb_av]');
    expect(preferredEntryUnit('Cel', DEFAULT_UNIT_PREFERENCES)).toBe('Cel');
    expect(unitLabel('mm[Hg]')).toBe('mmHg');
  });
});
