// The one function every path calls (the chart's save, the interaction page with a patient chosen,
// the AI assistant's tool, the CDS Hooks service): each family of patient-specific checks on the
// product being added, against the active list and the patient, findings most severe first.
import { levelRank } from '../clinical-levels';
import { checkDuplication } from './duplication';
import { checkOlderAdults } from './older-adults';
import { checkPotassium } from './potassium';
import { checkPregnancyLactation } from './pregnancy-lactation';
import { checkQt } from './qt';
import { checkRenal } from './renal';
import type { PatientCheck, PatientCheckInput, PatientCheckResult } from './types';

/** The families of checks, each in a file of its own beside this one (DESIGN.md §9). */
export const PATIENT_CHECKS: readonly PatientCheck[] = [checkRenal, checkPregnancyLactation, checkOlderAdults, checkDuplication, checkQt, checkPotassium];

/** Every patient-specific finding for adding `input.adding`, and each value no rule could read. */
export function checkForPatient(input: PatientCheckInput, checks: readonly PatientCheck[] = PATIENT_CHECKS): PatientCheckResult {
  const findings: PatientCheckResult['findings'] = [];
  const notChecked: PatientCheckResult['notChecked'] = [];
  const seen = new Set<string>();
  for (const check of checks) {
    const result = check(input);
    findings.push(...result.findings);
    for (const missing of result.notChecked) {
      const key = JSON.stringify(missing);
      if (!seen.has(key)) {
        seen.add(key);
        notChecked.push(missing);
      }
    }
  }
  findings.sort((a, b) => levelRank(a.level) - levelRank(b.level));
  return { findings, notChecked };
}
