// checkForPatient's findings (DESIGN.md §9) as medication-safety alerts beside the interaction and
// allergy ones. Kept apart from the chart's row mapping (patient-safety.ts) so the checker reaches no
// D1 types (the browser tests' fake AI compiles the prompts, which read these alerts).
import { englishText, type MessageDescriptor } from '../../core/i18n/message';
import { wireMessage } from '../../core/i18n/wire-message';
import { alternativeViews, withAlternatives, type AlternativeView } from '../../core/reference/alternatives';
import { findDrug } from '../../core/reference/drugs';
import { checkForPatient, PATIENT_CHECKS } from '../../core/reference/patient-checks/check-patient';
import type { CheckedProduct, PatientCheck, PatientContext, PatientFinding } from '../../core/reference/patient-checks/types';
import type { MedicationSafetyAlert } from '../../core/schemas/chart';

/** The alternatives a finding's rule names for its drug being added (the finding names it first). */
export function findingAlternatives(finding: PatientFinding): AlternativeView[] {
  const adding = finding.drugs[0] ? findDrug(finding.drugs[0]) : undefined;
  return adding ? alternativeViews([finding.ruleId], [adding.id]) : [];
}

/** A finding as the chart's alert: English text for the wire, the templates for the reader's language. */
export function alertOfFinding(finding: PatientFinding): MedicationSafetyAlert {
  return {
    kind: finding.kind,
    severity: finding.level,
    ruleId: finding.ruleId,
    drugs: [...finding.drugs],
    message: englishText(finding.message),
    template: wireMessage(finding.message),
    ...(finding.management ? { management: englishText(finding.management), managementTemplate: wireMessage(finding.management) } : {}),
    source: finding.source,
    basis: finding.basis.map(({ stale, ...basis }) => ({ ...basis, ...(stale ? { stale: wireMessage(stale) } : {}) })),
    ...withAlternatives(findingAlternatives(finding)),
  };
}

/** The patient-specific alerts of adding `adding` to `active`, and what the checks could not read. */
export function patientAlerts(adding: CheckedProduct, active: readonly CheckedProduct[], patient: PatientContext, checks: readonly PatientCheck[] = PATIENT_CHECKS): { alerts: MedicationSafetyAlert[]; notChecked: MessageDescriptor[] } {
  const result = checkForPatient({ adding, active, patient }, checks);
  return { alerts: result.findings.map(alertOfFinding), notChecked: result.notChecked };
}
