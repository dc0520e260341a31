// DESIGN.md §9: every finding (interaction, allergy, later the patient-specific checks) travels on
// four levels. A source's instruction maps to one: contraindicated → contraindicated; avoid → major;
// adjust a dose or monitor → moderate; a small effect → minor. The chart blocks a save (409 without
// an override reason) on contraindicated and major; the checker page still shows the spec's three
// labels, contraindicated and major as "severe" (SEVERITY_OF_LEVEL in drug-interactions.ts).

/** The four levels, most severe first. */
export const CLINICAL_LEVELS = ['contraindicated', 'major', 'moderate', 'minor'] as const;

/** One of CLINICAL_LEVELS. */
export type ClinicalLevel = (typeof CLINICAL_LEVELS)[number];

/** Contraindicated and major findings block the chart's save until an override reason is given. */
export function isBlockingLevel(level: ClinicalLevel): boolean {
  return level === 'contraindicated' || level === 'major';
}

/** 0 for contraindicated … 3 for minor: sorts most severe first. */
export function levelRank(level: ClinicalLevel): number {
  return CLINICAL_LEVELS.indexOf(level);
}

/** The more severe of two levels. */
export function worseLevel(a: ClinicalLevel, b: ClinicalLevel): ClinicalLevel {
  return levelRank(a) <= levelRank(b) ? a : b;
}
