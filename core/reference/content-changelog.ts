// Who wrote the built-in reference content, whether a named clinician has reviewed it, and what
// changed (issue 17: honest dates). A page says "Written <date>" until `reviewedBy` names the
// clinician who signed it off; only then does it say "Reviewed".

/** The reference areas that carry their own content status. */
export type ReferenceArea = 'drug-interactions' | 'literature' | 'algorithms' | 'guidelines';

/** Authorship and review of one area's content. */
export interface ContentStatus {
  /** ISO day the current content was written. */
  writtenOn: string;
  /** Name and role of the clinician who reviewed it; null until someone signs off. */
  reviewedBy: string | null;
  /** ISO day of that review; null until then. */
  reviewedOn: string | null;
}

/** One content change worth telling a clinician about. */
export interface ContentChange {
  /** ISO day. */
  date: string;
  area: ReferenceArea;
  change: string;
}

/** Current status per area. No reviewer has signed off yet. */
export const CONTENT_STATUS: Readonly<Record<ReferenceArea, ContentStatus>> = {
  'drug-interactions': { writtenOn: '2026-12-02', reviewedBy: null, reviewedOn: null },
  literature: { writtenOn: '2026-11-22', reviewedBy: null, reviewedOn: null },
  algorithms: { writtenOn: '2026-12-02', reviewedBy: null, reviewedOn: null },
  guidelines: { writtenOn: '2026-12-02', reviewedBy: null, reviewedOn: null },
};

/** Content changes, newest first. */
export const CONTENT_CHANGELOG: readonly ContentChange[] = [
  { date: '2026-12-02', area: 'drug-interactions', change: 'Alternatives named by a source are shown with that source: atorvastatin or rosuvastatin instead of simvastatin with amlodipine (the AHA 2016 scientific statement on statin interactions, now cited by the rule beside the simvastatin label), and glipizide instead of glyburide or glimepiride in adults of 65 and over if a sulfonylurea is still to be used (Beers 2023, Table 2). Advice that names no drug ("choose another antibiotic") offers none.' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'Patient-specific checks for pregnancy and breastfeeding (from the US labels: valproate, warfarin, methotrexate, ACE inhibitors, ARBs, sacubitril/valsartan and aliskiren, 5-alpha-reductase inhibitors, testosterone and ergotamine in pregnancy; codeine, tramadol, methotrexate, amiodarone and statins while breastfeeding; statins are no longer blocked in pregnancy since the 2021 FDA label change) and for adults of 65 and over (AGS Beers Criteria 2023, Tables 2 and 3).' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'Re-checked against each label: atazanavir with carbamazepine or phenytoin is major ("not recommended"), not contraindicated; colchicine with strong CYP3A4 inhibitors or cyclosporine is moderate (contraindicated only in renal or hepatic impairment, otherwise a reduced dose), with nirmatrelvir/ritonavir still contraindicated; fentanyl with an MAO inhibitor is major ("not recommended"); dabigatran with ketoconazole, itraconazole, cyclosporine or dronedarone stays contraindicated (EU SmPC; the US label reduces or avoids by renal function).' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'Added from their labels: oxcarbazepine with combined hormonal contraceptives (major: use another method) and buspirone with any MAO inhibitor (major: not to be used together).' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'Phenprocoumon (Marcumar, Falithrom, Marcoumar) is in the catalogue: with antiplatelets or NSAIDs it is major (avoid, as for every vitamin K antagonist), with tamoxifen contraindicated (coumarins, tamoxifen label); with heparins, strong CYP3A4 inhibitors, fluconazole, amiodarone, allopurinol, fibrates and enzyme inducers closer INR checks, from its own Fachinformation (CYP2C9 and CYP3A4), not from warfarin\'s US label.' },
  { date: '2026-12-02', area: 'algorithms', change: 'Stroke: tenecteplase at its stroke dose, 0.25 mg/kg as one bolus (maximum 25 mg), not the myocardial-infarction dose; aspirin plus clopidogrel within 24 hours for 21 days after minor stroke (NIHSS ≤ 3) or high-risk TIA (ABCD2 ≥ 4), citing CHANCE, POINT and the AHA/ASA 2021 guideline. The asthma algorithm cites GINA 2026.' },
  { date: '2026-12-02', area: 'guidelines', change: 'Added the ADA Standards of Care in Diabetes 2026 and GINA 2026 (replacing the 2025 editions), the 2023 ACC/AHA/ACCP/HRS atrial fibrillation guideline and the 2025 ESC/EAS focused update on dyslipidaemias; the 2026 AHA/ASA stroke entry gives the tenecteplase dose.' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'Allergy checks by cross-reactivity group, each with its level and source: aspirin and COX-1 NSAIDs; ACE-inhibitor or ARB angioedema and sacubitril/valsartan (contraindicated), ARBs after ACE-inhibitor angioedema (caution); aromatic anticonvulsants; amoxicillin and ampicillin with the cephalosporins sharing their R1 side chain. Non-antibiotic sulfonamides are not blocked by a sulfonamide-antibiotic allergy; an intolerance (codeine with nausea) blocks nothing.' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'The catalogue knows every ingredient of the ClinCalc Top 300 of 2023 (US) and of the German and French most-prescribed lists (338 drugs), each with its RxNorm and ATC codes and their sources; isosorbide mononitrate now carries its PharmGKB-confirmed code 28004.' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'Added label interactions for the new drugs: naltrexone with any opioid (contraindicated); ranolazine with strong CYP3A inhibitors or inducers (contraindicated), moderate CYP3A inhibitors, simvastatin and metformin (dose limits); cyclobenzaprine with MAOIs (contraindicated); trimethoprim and sulfamethoxazole alone carry the co-trimoxazole rules.' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'Sensitive CYP substrates among the most-prescribed drugs: salmeterol, inhaled or nasal fluticasone and tamsulosin with strong CYP3A4 inhibitors, rimegepant with CYP3A4 inhibitors or inducers and linagliptin with inducers (avoid); budesonide and vilanterol (caution); buspirone, aripiprazole, atomoxetine and ropinirole dose changes with strong inhibitors; mirabegron with flecainide or metoprolol (monitor).' },
  { date: '2026-12-02', area: 'drug-interactions', change: 'MAO inhibitors with any opioid are severe (opioid labels, section 7: not recommended within 14 days), not only with tramadol, methadone, meperidine and fentanyl.' },
  { date: '2026-11-25', area: 'drug-interactions', change: 'Severity now follows one rule: severe only when the label says contraindicated or avoid; every rule names its source.' },
  { date: '2026-11-25', area: 'drug-interactions', change: 'Added label contraindications found missing: amiodarone, flecainide or dronedarone with ritonavir or nirmatrelvir/ritonavir; bupropion and antidepressants with linezolid or methylene blue; itraconazole or ketoconazole with methadone, rifampin, carbamazepine or phenytoin; ketorolac with aspirin or NSAIDs; MAOIs with carbamazepine; the ONC high-priority pairs.' },
  { date: '2026-11-25', area: 'drug-interactions', change: 'Re-rated: clopidogrel with omeprazole or esomeprazole and ACE inhibitor with ARB are severe (labels say avoid); aspirin or clopidogrel with heparin, and heparin with warfarin during the planned overlap, are moderate.' },
  { date: '2026-11-25', area: 'drug-interactions', change: 'Every drug carries its RxNorm ingredient code and allergy classes; drugs outside the list are named as not checked.' },
  { date: '2026-11-25', area: 'algorithms', change: 'Stroke, sepsis, asthma and COPD algorithms cite the current editions in the guideline catalogue (AHA/ASA 2026, Surviving Sepsis 2026 and NICE NG51 2024, GINA 2025, GOLD 2026).' },
  { date: '2026-11-25', area: 'guidelines', change: 'Entries published after MedAssist last checked its sources are marked unverified.' },
  { date: '2026-11-22', area: 'drug-interactions', change: 'First version: 138 drugs and their interactions.' },
  { date: '2026-11-22', area: 'literature', change: 'First version: 67 landmark articles with DOIs.' },
  { date: '2026-11-22', area: 'algorithms', change: 'First version: 16 diagnostic algorithms.' },
  { date: '2026-11-22', area: 'guidelines', change: 'First version of the guideline catalogue.' },
];

/** The changes of one area, newest first. */
export function changesFor(area: ReferenceArea): ContentChange[] {
  return CONTENT_CHANGELOG.filter((entry) => entry.area === area);
}

/** "Reviewed" only with a named reviewer and date; otherwise "Written". */
export function contentStatusLabel(status: ContentStatus): { verb: 'Reviewed' | 'Written'; date: string; by?: string } {
  return status.reviewedBy && status.reviewedOn
    ? { verb: 'Reviewed', date: status.reviewedOn, by: status.reviewedBy }
    : { verb: 'Written', date: status.writtenOn };
}
