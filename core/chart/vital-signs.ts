// The vital signs the chart shows, by LOINC code with the UCUM unit FHIR's vital-signs profile
// requires (HL7 FHIR R4 Vital Signs profile, http://hl7.org/fhir/R4/observation-vitalsigns.html;
// codes and names from LOINC, https://loinc.org). Synthea and most EHRs send these codes.
import { msg } from '../i18n/msg';

/** Key of a vital sign in the chart (and in unit preferences where it has one). */
export type VitalSignKey =
  | 'bloodPressure'
  | 'systolic'
  | 'diastolic'
  | 'heartRate'
  | 'bodyTemperature'
  | 'respiratoryRate'
  | 'oxygenSaturation'
  | 'bodyWeight'
  | 'bodyHeight'
  | 'bmi';

export interface VitalSign {
  key: VitalSignKey;
  /** The LOINC code FHIR's vital-signs profile names. */
  loinc: string;
  /** Other LOINC codes that mean the same measurement (e.g. SpO2 by pulse oximetry). */
  alsoLoinc: readonly string[];
  /** LOINC long common name, shortened for display. */
  name: string;
  /** UCUM code the profile requires (empty for a panel, whose components carry units). */
  ucum: string;
  /** The unit as a person writes it. */
  unitLabel: string;
}

/** Blood pressure panel (FHIR vital-signs profile 85354-9; Synthea sends 55284-4) with its components. */
export const BLOOD_PRESSURE_PANEL_LOINC = '85354-9';
/** The older blood pressure panel code Synthea and many EHRs use for the same components. */
export const BLOOD_PRESSURE_PANEL_LOINC_ALT = '55284-4';
export const SYSTOLIC_LOINC = '8480-6';
export const DIASTOLIC_LOINC = '8462-4';

/** The vital signs in chart order. */
export const VITAL_SIGNS: readonly VitalSign[] = [
  { key: 'bloodPressure', loinc: BLOOD_PRESSURE_PANEL_LOINC, alsoLoinc: [BLOOD_PRESSURE_PANEL_LOINC_ALT], name: msg('Blood pressure panel'), ucum: '', unitLabel: '' },
  { key: 'systolic', loinc: SYSTOLIC_LOINC, alsoLoinc: [], name: msg('Systolic blood pressure'), ucum: 'mm[Hg]', unitLabel: 'mmHg' },
  { key: 'diastolic', loinc: DIASTOLIC_LOINC, alsoLoinc: [], name: msg('Diastolic blood pressure'), ucum: 'mm[Hg]', unitLabel: 'mmHg' },
  { key: 'heartRate', loinc: '8867-4', alsoLoinc: [], name: msg('Heart rate'), ucum: '/min', unitLabel: 'beats/min' },
  { key: 'bodyTemperature', loinc: '8310-5', alsoLoinc: ['8331-1'], name: msg('Body temperature'), ucum: 'Cel', unitLabel: '°C' },
  { key: 'respiratoryRate', loinc: '9279-1', alsoLoinc: [], name: msg('Respiratory rate'), ucum: '/min', unitLabel: 'breaths/min' },
  { key: 'oxygenSaturation', loinc: '59408-5', alsoLoinc: ['2708-6'], name: msg('Oxygen saturation (SpO2)'), ucum: '%', unitLabel: '%' },
  { key: 'bodyWeight', loinc: '29463-7', alsoLoinc: [], name: msg('Body weight'), ucum: 'kg', unitLabel: 'kg' },
  { key: 'bodyHeight', loinc: '8302-2', alsoLoinc: [], name: msg('Body height'), ucum: 'cm', unitLabel: 'cm' },
  { key: 'bmi', loinc: '39156-5', alsoLoinc: [], name: msg('Body mass index (BMI)'), ucum: 'kg/m2', unitLabel: 'kg/m²' },
];

const BY_CODE = new Map<string, VitalSign>(VITAL_SIGNS.flatMap((v) => [v.loinc, ...v.alsoLoinc].map((code) => [code, v] as const)));

/** The vital sign a LOINC code measures (any of its accepted codes), or undefined. */
export function vitalSignOfLoinc(code: string): VitalSign | undefined {
  return BY_CODE.get(code);
}

/** Every LOINC code that counts as a vital sign. */
export const VITAL_SIGN_LOINC_CODES: readonly string[] = [...BY_CODE.keys()];
