// The calculators open without login (spec §2, §6: SCORAD and EASI), by catalogue slug. Declared
// here, apart from the catalogue, so the first screen's route table (web/src/app/calculator-routes.tsx)
// knows them without loading the catalogue's texts; the catalogue's `isPublic` derives from it.
export const PUBLIC_CALCULATOR_SLUGS = ['scorad', 'easi'] as const;
