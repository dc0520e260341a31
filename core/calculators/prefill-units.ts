// A recorded value's UCUM unit → the unit a calculator field takes (kg, cm, mmHg, mg/dL, g/dL,
// mmol/L, %, kg/m², mL/min/1.73 m², INR). One table for every record a calculator is prefilled from:
// the clinic's chart (web/src/features/chart) and an EHR's FHIR record (from-patient/record-prefill.ts).
// A value in a unit not listed is not offered: a unit is never guessed.
import { albuminGLToGDl, bilirubinUmolLToMgDl, cholesterolMmolLToMgDl, creatinineUmolLToMgDl, inToCm, kpaToMmHg, lbToKg } from './units';

export type UnitConversions = Readonly<Record<string, (value: number) => number>>;

const same = (v: number) => v;

export const TO_KG: UnitConversions = { kg: same, '[lb_av]': lbToKg };
export const TO_CM: UnitConversions = { cm: same, '[in_i]': inToCm };
export const TO_MMHG: UnitConversions = { 'mm[Hg]': same, kPa: kpaToMmHg };
export const TO_MG_DL_CREATININE: UnitConversions = { 'mg/dL': same, 'umol/L': creatinineUmolLToMgDl };
export const TO_MG_DL_CHOLESTEROL: UnitConversions = { 'mg/dL': same, 'mmol/L': cholesterolMmolLToMgDl };
export const TO_MG_DL_BILIRUBIN: UnitConversions = { 'mg/dL': same, 'umol/L': bilirubinUmolLToMgDl };
export const TO_G_DL_ALBUMIN: UnitConversions = { 'g/dL': same, 'g/L': albuminGLToGDl };
export const TO_MMOL_L: UnitConversions = { 'mmol/L': same, 'meq/L': same, 'mEq/L': same };
export const TO_PERCENT: UnitConversions = { '%': same };
export const TO_KG_M2: UnitConversions = { 'kg/m2': same };
export const TO_EGFR: UnitConversions = { 'mL/min/{1.73_m2}': same, 'mL/min/1.73m2': same };
/** INR is a ratio: UCUM '{INR}' or '1', and often sent with no unit at all (looked up as ''). */
export const TO_RATIO: UnitConversions = { '{INR}': same, '1': same, '{ratio}': same, '': same };
