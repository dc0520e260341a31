// Public portals of the major clinical guideline publishers, shown next to the built-in guideline
// list so clinicians can go to the source for topics the built-in data does not cover.
//
// Each `url` is the publisher's public guideline listing where that address was confirmed, and the
// organization's home page otherwise (a home page is stable; deep guideline paths change often).
// Specialty names use the same display names as GUIDELINE_SPECIALTIES in ./guidelines-data.

import { GUIDELINE_SPECIALTIES } from './guidelines-data';

/** A guideline publisher's public portal. */
export interface GuidelinePortal {
  id: string;
  name: string;
  organization: string;
  /** Display names matching the guideline specialties (e.g. 'Cardiology'). */
  specialties: string[];
  description: string;
  /** https address of the guideline listing or, failing that, the organization's home page. */
  url: string;
}


/** The built-in list of guideline publisher portals. */
export const GUIDELINE_PORTALS: readonly GuidelinePortal[] = [
  {
    id: 'esc',
    name: 'ESC Clinical Practice Guidelines',
    organization: 'European Society of Cardiology (ESC)',
    specialties: ['Cardiology'],
    description: 'European cardiology guidelines (atrial fibrillation, heart failure, hypertension, ACS and more), with pocket guides and summary slides.',
    url: 'https://www.escardio.org/Guidelines',
  },
  {
    id: 'aha',
    name: 'AHA Guidelines and Statements',
    organization: 'American Heart Association (AHA)',
    specialties: ['Cardiology', 'Neurology', 'Emergency Medicine'],
    description: 'AHA and AHA/ACC guidelines and scientific statements, including stroke (American Stroke Association) and resuscitation.',
    url: 'https://professional.heart.org/en/guidelines-and-statements',
  },
  {
    id: 'acc',
    name: 'ACC Guidelines and Clinical Documents',
    organization: 'American College of Cardiology (ACC)',
    specialties: ['Cardiology'],
    description: 'ACC/AHA joint clinical practice guidelines, expert consensus decision pathways and key-points summaries.',
    url: 'https://www.acc.org/guidelines',
  },
  {
    id: 'nice',
    name: 'NICE Guidance',
    organization: 'National Institute for Health and Care Excellence (NICE)',
    specialties: [...GUIDELINE_SPECIALTIES],
    description: 'UK national guidelines across medicine, public health and social care, with recommendations, evidence reviews and updates.',
    url: 'https://www.nice.org.uk/guidance',
  },
  {
    id: 'sign',
    name: 'SIGN Guidelines',
    organization: 'Scottish Intercollegiate Guidelines Network (SIGN)',
    specialties: [...GUIDELINE_SPECIALTIES],
    description: 'Scottish evidence-based national clinical guidelines, some developed jointly with other UK bodies.',
    url: 'https://www.sign.ac.uk/our-guidelines/',
  },
  {
    id: 'who',
    name: 'WHO Guidelines',
    organization: 'World Health Organization (WHO)',
    specialties: ['Infectious Disease', 'Obstetrics & Gynecology', 'Pediatrics', 'Preventive Medicine', 'Hepatology'],
    description: 'Global public health and clinical guidelines, including HIV, tuberculosis, viral hepatitis, maternal and child health.',
    url: 'https://www.who.int/publications/who-guidelines',
  },
  {
    id: 'cdc',
    name: 'CDC',
    organization: 'Centers for Disease Control and Prevention (CDC)',
    specialties: ['Infectious Disease', 'Preventive Medicine', 'Pediatrics'],
    description: 'US public health agency: immunization schedules, STI treatment guidelines and infection-control recommendations.',
    url: 'https://www.cdc.gov/',
  },
  {
    id: 'uspstf',
    name: 'USPSTF Recommendation Topics',
    organization: 'US Preventive Services Task Force (USPSTF)',
    specialties: ['Preventive Medicine', 'Oncology', 'Obstetrics & Gynecology', 'Psychiatry', 'Pediatrics'],
    description: 'Graded (A, B, C, D, I) US recommendations on screening, counseling and preventive medications for primary care.',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation-topics',
  },
  {
    id: 'ahrq',
    name: 'AHRQ',
    organization: 'Agency for Healthcare Research and Quality (AHRQ)',
    specialties: ['Preventive Medicine'],
    description: 'US agency for evidence reports and systematic reviews that inform guidelines, and support for the USPSTF.',
    url: 'https://www.ahrq.gov/',
  },
  {
    id: 'ada',
    name: 'Diabetes Care (ADA Standards of Care)',
    organization: 'American Diabetes Association (ADA)',
    specialties: ['Endocrinology'],
    description: 'Journal home of the annual ADA Standards of Care in Diabetes, published as a January supplement each year.',
    url: 'https://diabetesjournals.org/care',
  },
  {
    id: 'endocrine-society',
    name: 'Endocrine Society Clinical Practice Guidelines',
    organization: 'Endocrine Society',
    specialties: ['Endocrinology'],
    description: 'Guidelines on thyroid, adrenal, pituitary, bone, vitamin D and other endocrine and metabolic conditions.',
    url: 'https://www.endocrine.org/clinical-practice-guidelines',
  },
  {
    id: 'idsa',
    name: 'IDSA Practice Guidelines',
    organization: 'Infectious Diseases Society of America (IDSA)',
    specialties: ['Infectious Disease'],
    description: 'Infectious disease guidelines such as pneumonia, C. difficile, Lyme disease, and antimicrobial-resistance treatment guidance.',
    url: 'https://www.idsociety.org/practice-guideline/practice-guidelines/',
  },
  {
    id: 'kdigo',
    name: 'KDIGO Guidelines',
    organization: 'Kidney Disease: Improving Global Outcomes (KDIGO)',
    specialties: ['Nephrology'],
    description: 'Global kidney guidelines: CKD evaluation and management, AKI, blood pressure and diabetes in CKD, glomerular diseases, anaemia.',
    url: 'https://kdigo.org/guidelines/',
  },
  {
    id: 'gina',
    name: 'GINA Reports',
    organization: 'Global Initiative for Asthma (GINA)',
    specialties: ['Pulmonology', 'Pediatrics'],
    description: 'Annual Global Strategy for Asthma Management and Prevention, with summary and severe-asthma guides.',
    url: 'https://ginasthma.org/reports/',
  },
  {
    id: 'gold',
    name: 'GOLD Report',
    organization: 'Global Initiative for Chronic Obstructive Lung Disease (GOLD)',
    specialties: ['Pulmonology'],
    description: 'Annual global strategy for COPD diagnosis, management and prevention, with a pocket guide.',
    url: 'https://goldcopd.org/',
  },
  {
    id: 'ats',
    name: 'ATS Statements and Guidelines',
    organization: 'American Thoracic Society (ATS)',
    specialties: ['Pulmonology', 'Infectious Disease'],
    description: 'Official ATS clinical practice guidelines and statements on lung disease, critical care and sleep.',
    url: 'https://www.thoracic.org/statements/',
  },
  {
    id: 'ers',
    name: 'European Respiratory Society',
    organization: 'European Respiratory Society (ERS)',
    specialties: ['Pulmonology'],
    description: 'European respiratory society publishing ERS guidelines and joint ERS/ATS documents.',
    url: 'https://www.ersnet.org/',
  },
  {
    id: 'chest',
    name: 'CHEST',
    organization: 'American College of Chest Physicians (CHEST)',
    specialties: ['Pulmonology', 'Hematology'],
    description: 'Chest medicine society publishing guidelines on antithrombotic therapy, lung disease and critical care.',
    url: 'https://www.chestnet.org/',
  },
  {
    id: 'acg',
    name: 'ACG Clinical Guidelines',
    organization: 'American College of Gastroenterology (ACG)',
    specialties: ['Gastroenterology', 'Hepatology'],
    description: 'Gastroenterology guidelines such as H. pylori, GERD, GI bleeding, pancreatitis and inflammatory bowel disease.',
    url: 'https://gi.org/guidelines/',
  },
  {
    id: 'aga',
    name: 'American Gastroenterological Association',
    organization: 'American Gastroenterological Association (AGA)',
    specialties: ['Gastroenterology'],
    description: 'AGA clinical practice guidelines and clinical practice updates in gastroenterology.',
    url: 'https://gastro.org/',
  },
  {
    id: 'aasld',
    name: 'AASLD Practice Guidelines',
    organization: 'American Association for the Study of Liver Diseases (AASLD)',
    specialties: ['Hepatology'],
    description: 'Liver disease guidelines and practice guidance (MASLD, viral hepatitis, cirrhosis, liver cancer).',
    url: 'https://www.aasld.org/practice-guidelines',
  },
  {
    id: 'easl',
    name: 'EASL Clinical Practice Guidelines',
    organization: 'European Association for the Study of the Liver (EASL)',
    specialties: ['Hepatology'],
    description: 'European liver guidelines on MASLD, viral hepatitis, decompensated cirrhosis, liver cancer and transplantation.',
    url: 'https://easl.eu/publications/clinical-practice-guidelines/',
  },
  {
    id: 'aan',
    name: 'American Academy of Neurology',
    organization: 'American Academy of Neurology (AAN)',
    specialties: ['Neurology'],
    description: 'Neurology society publishing evidence-based practice guidelines on epilepsy, headache, dementia and neuromuscular disease.',
    url: 'https://www.aan.com/',
  },
  {
    id: 'nccn',
    name: 'NCCN Guidelines',
    organization: 'National Comprehensive Cancer Network (NCCN)',
    specialties: ['Oncology', 'Hematology'],
    description: 'Cancer treatment, detection and supportive-care guidelines by tumour type (free registration required).',
    url: 'https://www.nccn.org/guidelines',
  },
  {
    id: 'esmo',
    name: 'ESMO Clinical Practice Guidelines',
    organization: 'European Society for Medical Oncology (ESMO)',
    specialties: ['Oncology'],
    description: 'European oncology guidelines by tumour type, with living guidelines and the ESMO-MCBS benefit scale.',
    url: 'https://www.esmo.org/guidelines',
  },
  {
    id: 'asco',
    name: 'ASCO',
    organization: 'American Society of Clinical Oncology (ASCO)',
    specialties: ['Oncology'],
    description: 'Oncology society publishing evidence-based ASCO guidelines on cancer treatment and supportive care.',
    url: 'https://www.asco.org/',
  },
  {
    id: 'ash',
    name: 'American Society of Hematology',
    organization: 'American Society of Hematology (ASH)',
    specialties: ['Hematology'],
    description: 'Hematology society publishing ASH guidelines on venous thromboembolism, immune thrombocytopenia, sickle cell disease and more.',
    url: 'https://www.hematology.org/',
  },
  {
    id: 'acr',
    name: 'ACR Clinical Practice Guidelines',
    organization: 'American College of Rheumatology (ACR)',
    specialties: ['Rheumatology'],
    description: 'Rheumatology guidelines (rheumatoid arthritis, gout, osteoarthritis, lupus, vasculitis) and classification criteria.',
    url: 'https://rheumatology.org/clinical-practice-guidelines',
  },
  {
    id: 'eular',
    name: 'EULAR',
    organization: 'European Alliance of Associations for Rheumatology (EULAR)',
    specialties: ['Rheumatology'],
    description: 'European rheumatology alliance publishing EULAR recommendations for the management of rheumatic and musculoskeletal diseases.',
    url: 'https://www.eular.org/',
  },
  {
    id: 'aad',
    name: 'American Academy of Dermatology',
    organization: 'American Academy of Dermatology (AAD)',
    specialties: ['Dermatology'],
    description: 'Dermatology society publishing AAD guidelines of care (acne, atopic dermatitis, psoriasis, skin cancer).',
    url: 'https://www.aad.org/',
  },
  {
    id: 'acog',
    name: 'ACOG Clinical Guidance',
    organization: 'American College of Obstetricians and Gynecologists (ACOG)',
    specialties: ['Obstetrics & Gynecology'],
    description: 'Practice bulletins, clinical practice guidelines and committee opinions in obstetrics and gynecology.',
    url: 'https://www.acog.org/clinical/clinical-guidance',
  },
  {
    id: 'aap',
    name: 'American Academy of Pediatrics',
    organization: 'American Academy of Pediatrics (AAP)',
    specialties: ['Pediatrics'],
    description: 'Pediatrics society publishing AAP clinical practice guidelines and policy statements.',
    url: 'https://www.aap.org/',
  },
  {
    id: 'apa',
    name: 'American Psychiatric Association',
    organization: 'American Psychiatric Association (APA)',
    specialties: ['Psychiatry'],
    description: 'Psychiatry association publishing APA practice guidelines (schizophrenia, eating disorders, substance use and more).',
    url: 'https://www.psychiatry.org/',
  },
  {
    id: 'sccm',
    name: 'Society of Critical Care Medicine',
    organization: 'Society of Critical Care Medicine (SCCM)',
    specialties: ['Emergency Medicine'],
    description: 'Critical care society behind the Surviving Sepsis Campaign guidelines and other ICU guidelines.',
    url: 'https://www.sccm.org/',
  },
];

/**
 * Portals matching an optional specialty (case-insensitive, exact name among the portal's
 * specialties) and an optional free-text query (case-insensitive substring over name,
 * organization, description and specialties). Blank arguments are ignored; order is kept.
 */
export function searchPortals(query?: string, specialty?: string): GuidelinePortal[] {
  const q = query?.trim().toLowerCase() ?? '';
  const s = specialty?.trim().toLowerCase() ?? '';
  return GUIDELINE_PORTALS.filter(
    (p) =>
      (s === '' || p.specialties.some((sp) => sp.toLowerCase() === s)) &&
      (q === '' ||
        p.name.toLowerCase().includes(q) ||
        p.organization.toLowerCase().includes(q) ||
        p.description.toLowerCase().includes(q) ||
        p.specialties.some((sp) => sp.toLowerCase().includes(q))),
  );
}
