// The floating panel's browse data (spec §9) and its search. Issue 7 widens the search to the
// full built-in reference (guidelines, drugs, interactions, literature, algorithms).

export const PANEL_CATEGORIES = ['Conditions', 'Medications', 'Procedures', 'Lab Tests', 'Imaging', 'Guidelines'] as const;
export const PANEL_RECENT_SEARCHES = ['hypertension treatment guidelines', 'metformin side effects', 'troponin normal ranges', 'CT scan protocols'] as const;
export const PANEL_QUICK_LINKS = [
  { name: 'Antibiotic Guidelines', category: 'Guidelines' },
  { name: 'Diabetes Management', category: 'Conditions' },
  { name: 'Common Drug Interactions', category: 'Medications' },
  { name: 'Lab Value Reference', category: 'Lab Tests' },
] as const;

export interface PanelResult {
  title: string;
  category: string;
  snippet: string;
  href: string;
}

const INDEX: PanelResult[] = [
  { title: 'Clinical Guidelines', category: 'Guidelines', snippet: 'Browse guidelines by specialty: hypertension, diabetes, antibiotics and more.', href: '/reference/clinical-guidelines' },
  { title: 'Drug Interaction Checker', category: 'Medications', snippet: 'Check a medication list for clinically important interactions.', href: '/reference/drug-interactions' },
  { title: 'Medical Literature', category: 'Literature', snippet: 'Search landmark trials and articles by title, author or keyword.', href: '/reference/medical-literature' },
  { title: 'Diagnostic Algorithms', category: 'Procedures', snippet: 'Stepwise approaches to chest pain, dyspnoea, syncope, sepsis and more.', href: '/reference/diagnostic-algorithms' },
  { title: 'Medical Calculators', category: 'Calculators', snippet: 'CHA2DS2-VASc, ASCVD, MELD, Wells, QTc, GCS, SCORAD, EASI and more.', href: '/calculators' },
];

/** Case-insensitive match of every word of the query against title, category and snippet. */
export function searchPanel(query: string, index: PanelResult[] = INDEX): PanelResult[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return index.filter((r) => {
    const hay = `${r.title} ${r.category} ${r.snippet}`.toLowerCase();
    return words.some((w) => hay.includes(w));
  });
}
