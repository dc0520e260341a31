// Test fixtures for the patient-specific checks: a chart with nothing in it but what a test sets,
// and products made of catalogue ingredients.
import { getDrugById } from '../../drugs';
import type { CheckedProduct, MeasuredValue, PatientCheckInput, PatientContext } from '../types';

/** A 60-year-old man with nothing else recorded, checked on 2026-11-04; `over` sets what a test needs. */
export function patientContext(over: Partial<PatientContext> = {}): PatientContext {
  return { asOf: '2026-11-04', ageYears: 60, sex: 'male', weightKg: null, egfr: null, creatinineMgDl: null, qtcMs: null, potassium: null, pregnancy: null, lactation: null, conditions: [], ...over };
}

/** A measured value dated 2026-11-01 unless told otherwise. */
export function measured(value: number, unit: string, over: Partial<MeasuredValue> = {}): MeasuredValue {
  return { value, unit, date: '2026-11-01', ...over };
}

/** A product of catalogue ingredients (throws for an id the catalogue lacks, so a typo cannot pass silently). */
export function product(label: string, ...ids: string[]): CheckedProduct {
  return {
    label,
    ingredients: ids.map((id) => {
      const drug = getDrugById(id);
      if (!drug) throw new Error(`No catalogue drug ${id}`);
      return drug;
    }),
  };
}

/** A check's input: adding `adding` to the active list for the patient. */
export function checkInput(adding: CheckedProduct, active: readonly CheckedProduct[] = [], patient: PatientContext = patientContext()): PatientCheckInput {
  return { adding, active, patient };
}
