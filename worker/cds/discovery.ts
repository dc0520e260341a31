// The CDS Hooks 2.0 discovery document (cds-hooks.hl7.org/2.0 "Discovery", DESIGN.md §9 "CDS Hooks
// service"): MedAssist's three services and what each asks the EHR to prefetch. The observation
// codes are the ones the patient-specific checks read (core/reference/patient-checks/build-context.ts)
// and the ones patient-view's calculators read (core/calculators/from-patient/codes.ts), so a
// prefetch carries every value a rule or calculator could use and nothing else.
import { CALCULATOR_LOINCS } from '../../core/calculators/from-patient/codes';
import { CONTEXT_LOINCS } from '../../core/reference/patient-checks/build-context';
import { LOINC } from '../../core/schemas/coding';

/** The hooks MedAssist answers. */
export const CDS_HOOKS = ['order-select', 'order-sign', 'patient-view'] as const;
export type CdsHook = (typeof CDS_HOOKS)[number];

/** The prefetch keys every service asks for; a key missing from a request is fetched or named. */
export const PREFETCH_KEYS = ['patient', 'medications', 'allergies', 'conditions', 'observations'] as const;
export type PrefetchKey = (typeof PREFETCH_KEYS)[number];

/** The observation search for these LOINC codes (`system|code` tokens), with the spec's patient token. */
export const observationSearch = (codes: readonly string[]): string => `Observation?patient={{context.patientId}}&code=${[...new Set(codes)].map((code) => `${LOINC}|${code}`).join(',')}`;

/** FHIR searches with the spec's prefetch tokens, one per key (DESIGN.md §9). */
export const PREFETCH_TEMPLATES: Readonly<Record<PrefetchKey, string>> = {
  patient: 'Patient/{{context.patientId}}',
  medications: 'MedicationRequest?patient={{context.patientId}}&status=active',
  allergies: 'AllergyIntolerance?patient={{context.patientId}}',
  conditions: 'Condition?patient={{context.patientId}}',
  // Every LOINC code the checks and calculators read.
  observations: observationSearch([...CONTEXT_LOINCS, ...CALCULATOR_LOINCS]),
};

export interface CdsServiceDefinition {
  hook: CdsHook;
  id: string;
  title: string;
  description: string;
  prefetch: Readonly<Record<PrefetchKey, string>>;
  usageRequirements?: string;
}

const USAGE = 'Register the EHR in MedAssist clinic administration; every request carries a JWT signed by the registered EHR.';

export const CDS_SERVICES: readonly CdsServiceDefinition[] = [
  {
    hook: 'order-select',
    id: 'medassist-order-select',
    title: 'MedAssist medication checks (order select)',
    description: 'Checks the selected medication orders against the active medications, allergies and the patient (renal function, QT, potassium, duplication).',
    prefetch: PREFETCH_TEMPLATES,
    usageRequirements: USAGE,
  },
  {
    hook: 'order-sign',
    id: 'medassist-order-sign',
    title: 'MedAssist medication checks (order sign)',
    description: 'Checks every draft medication order against the active medications, allergies and the patient (renal function, QT, potassium, duplication) before signing.',
    prefetch: PREFETCH_TEMPLATES,
    usageRequirements: USAGE,
  },
  {
    hook: 'patient-view',
    id: 'medassist-patient-view',
    title: 'MedAssist medication review (patient view)',
    description: 'Interactions and allergy conflicts on the patient\'s active medication list, and the calculators that apply to the patient (PREVENT for ages 30-79 without ASCVD, CHA2DS2-VASc with atrial fibrillation) with the inputs and dates they used, when the chart is opened.',
    prefetch: PREFETCH_TEMPLATES,
    usageRequirements: USAGE,
  },
];

/** The service registered under `id`, or undefined. */
export const cdsService = (id: string): CdsServiceDefinition | undefined => CDS_SERVICES.find((s) => s.id === id);
