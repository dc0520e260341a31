// The interaction check as one call, for callers outside the checker page (the AI assistant's
// tool, later the patient chart): names or RxNorm-coded medications in, the same answer the page
// gives out, including what could not be checked and what the list was checked against.
import { isBlockingLevel, type ClinicalLevel } from './clinical-levels';
import { findInteractions, INTERACTION_RULES, noInteractionHeadline } from './drug-interactions';
import { DRUGS } from './drugs';
import { mapMedication, type RecordedMedication } from './medication-mapping';

/** One interacting pair as reported to a caller. */
export interface CheckedInteraction {
  drugs: readonly [string, string];
  /** DESIGN.md §9's four levels: contraindicated, major, moderate, minor. */
  severity: ClinicalLevel;
  description: string;
  management: string;
  sources: readonly string[];
}

/** The whole answer for a medication list. */
export interface MedicationListCheck {
  headline: string;
  checkedAgainst: { drugs: number; rules: number };
  /** How each entered medication was read. */
  medications: { entered: string; checkedAs: string[] }[];
  /** Entries or ingredients not in the list: not checked. */
  notChecked: string[];
  interactions: CheckedInteraction[];
}

const entered = (medication: RecordedMedication): string => medication.text?.trim() || (medication.code ? `RxNorm ${medication.code}` : '');

/** Checks a list of medications (names, products, brands or RxNorm codes) for interactions. */
export function checkMedicationList(list: readonly RecordedMedication[]): MedicationListCheck {
  const medications: MedicationListCheck['medications'] = [];
  const notChecked: string[] = [];
  const names: string[] = [];
  for (const medication of list) {
    const mapped = mapMedication(medication);
    medications.push({ entered: entered(medication), checkedAs: mapped.drugs.map((drug) => drug.name) });
    for (const drug of mapped.drugs) if (!names.includes(drug.name)) names.push(drug.name);
    for (const name of mapped.notChecked) if (!notChecked.includes(name)) notChecked.push(name);
  }
  const interactions = findInteractions(names).map(({ drugNames, level, description, management, sources }) => ({
    drugs: drugNames,
    severity: level,
    description,
    management,
    sources,
  }));
  const unchecked = notChecked.length > 0 ? ` Not checked (not in the list): ${notChecked.join(', ')}.` : '';
  const headline =
    interactions.length > 0
      ? `${interactions.length} ${interactions.length === 1 ? 'interaction' : 'interactions'} found in MedAssist's list (${interactions.filter((i) => isBlockingLevel(i.severity)).length} contraindicated or major).${unchecked}`
      : names.length >= 2
        ? `${noInteractionHeadline()}.${unchecked}`
        : `Fewer than 2 of these medications are in MedAssist's list: nothing could be checked.${unchecked}`;
  return { headline, checkedAgainst: { drugs: DRUGS.length, rules: INTERACTION_RULES.length }, medications, notChecked, interactions };
}
