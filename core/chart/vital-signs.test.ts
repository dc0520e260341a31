import { describe, expect, it } from 'vitest';
import { VITAL_SIGNS, vitalSignOfLoinc } from './vital-signs';

describe('vital-sign LOINC codes', () => {
  it('maps each FHIR vital-signs profile code to its UCUM unit', () => {
    const units = Object.fromEntries(VITAL_SIGNS.map((v) => [v.loinc, v.ucum]));
    expect(units).toMatchObject({
      '8480-6': 'mm[Hg]', '8462-4': 'mm[Hg]', '8867-4': '/min', '8310-5': 'Cel', '9279-1': '/min',
      '59408-5': '%', '29463-7': 'kg', '8302-2': 'cm', '39156-5': 'kg/m2',
    });
  });

  it('treats the codes Synthea sends (55284-4 panel, 8331-1 oral temperature, 2708-6 SpO2) as the same vital signs', () => {
    expect(vitalSignOfLoinc('55284-4')?.key).toBe('bloodPressure');
    expect(vitalSignOfLoinc('85354-9')?.key).toBe('bloodPressure');
    expect(vitalSignOfLoinc('8331-1')?.key).toBe('bodyTemperature');
    expect(vitalSignOfLoinc('2708-6')?.key).toBe('oxygenSaturation');
    expect(vitalSignOfLoinc('2093-3')).toBeUndefined();
  });
});
