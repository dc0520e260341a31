// Laboratory analytes the chart names by LOINC code (https://loinc.org; codes and UCUM units as
// LOINC's "example UCUM units" and as Synthea's FHIR bundles send them). The calculators prefilled
// from the chart read creatinine and the lipids through these codes.
import { msg } from '../i18n/msg';

export interface LabAnalyte {
  /** LOINC code. */
  loinc: string;
  /** LOINC short name, for display and for the add-value picker. */
  name: string;
  /** UCUM unit LOINC gives for the code. */
  ucum: string;
}

/** Creatinine [Mass/volume] in Serum or Plasma (mg/dL). */
export const CREATININE_SERUM_MASS_LOINC = '2160-0';
/** Creatinine [Mass/volume] in Blood (mg/dL; Synthea's code). */
export const CREATININE_BLOOD_MASS_LOINC = '38483-4';
/** Creatinine [Moles/volume] in Serum or Plasma (µmol/L). */
export const CREATININE_SERUM_MOLES_LOINC = '14682-9';
/** Cholesterol [Mass/volume] in Serum or Plasma (total cholesterol, mg/dL). */
export const TOTAL_CHOLESTEROL_LOINC = '2093-3';
/** Cholesterol in HDL [Mass/volume] in Serum or Plasma (mg/dL). */
export const HDL_CHOLESTEROL_LOINC = '2085-9';

/** Bilirubin.total [Mass/volume] in Serum or Plasma (mg/dL). */
export const BILIRUBIN_TOTAL_MASS_LOINC = '1975-2';
/** Bilirubin.total [Moles/volume] in Serum or Plasma (µmol/L). */
export const BILIRUBIN_TOTAL_MOLES_LOINC = '14631-6';
/** INR in Platelet poor plasma by Coagulation assay (no unit). */
export const INR_PPP_LOINC = '6301-6';
/** INR in Blood by Coagulation assay (point of care; no unit). */
export const INR_BLOOD_LOINC = '34714-6';
/** Sodium [Moles/volume] in Serum or Plasma (mmol/L). */
export const SODIUM_SERUM_LOINC = '2951-2';
/** Sodium [Moles/volume] in Blood (mmol/L; Synthea's code). */
export const SODIUM_BLOOD_LOINC = '2947-0';
/** Albumin [Mass/volume] in Serum or Plasma (g/dL, or g/L). */
export const ALBUMIN_SERUM_LOINC = '1751-7';
/** Hemoglobin A1c/Hemoglobin.total in Blood (%). */
export const HBA1C_LOINC = '4548-4';
/** eGFR codes: CKD-EPI 2021 (98979-8), CKD-EPI (62238-1), MDRD (33914-3); mL/min/{1.73_m2}. */
export const EGFR_LOINCS: readonly string[] = ['98979-8', '62238-1', '33914-3'];

/** Common analytes offered when a value is entered by hand (any other may be typed with its code). */
export const COMMON_LAB_ANALYTES: readonly LabAnalyte[] = [
  { loinc: CREATININE_SERUM_MASS_LOINC, name: msg('Creatinine'), ucum: 'mg/dL' },
  { loinc: '4548-4', name: msg('Hemoglobin A1c'), ucum: '%' },
  { loinc: '2345-7', name: msg('Glucose'), ucum: 'mg/dL' },
  { loinc: TOTAL_CHOLESTEROL_LOINC, name: msg('Total cholesterol'), ucum: 'mg/dL' },
  { loinc: HDL_CHOLESTEROL_LOINC, name: msg('HDL cholesterol'), ucum: 'mg/dL' },
  { loinc: '13457-7', name: msg('LDL cholesterol (calculated)'), ucum: 'mg/dL' },
  { loinc: '2571-8', name: msg('Triglycerides'), ucum: 'mg/dL' },
  { loinc: '2823-3', name: msg('Potassium'), ucum: 'mmol/L' },
  { loinc: '2951-2', name: msg('Sodium'), ucum: 'mmol/L' },
  { loinc: '718-7', name: msg('Hemoglobin'), ucum: 'g/dL' },
];
