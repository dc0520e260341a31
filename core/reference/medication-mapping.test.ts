import { describe, expect, it } from 'vitest';
import { DRUGS } from './drugs';
import { drugByRxcui, mapMedication, mapMedications } from './medication-mapping';
import { findDrug } from './drugs';

const ids = (list: readonly { id: string }[]) => list.map((drug) => drug.id);

// Every RxNorm-coded MedicationRequest of the six Synthea sample patients in shared/fhir/synthea
// (code and display as they appear there), with what the checker must make of them.
const SYNTHEA_MEDICATIONS: readonly { code: string; display: string; drugs: string[]; notChecked: string[] }[] = [
  { code: '1000126', display: '1 ML medroxyprogesterone acetate 150 MG/ML Injection', drugs: ['medroxyprogesterone'], notChecked: [] },
  { code: '895994', display: '120 ACTUAT Fluticasone propionate 0.044 MG/ACTUAT Metered Dose Inhaler', drugs: ['fluticasone'], notChecked: [] },
  { code: '745679', display: '200 ACTUAT Albuterol 0.09 MG/ACTUAT Metered Dose Inhaler', drugs: ['albuterol'], notChecked: [] },
  { code: '1043400', display: 'Acetaminophen 21.7 MG/ML / Dextromethorphan Hydrobromide 1 MG/ML / doxylamine succinate 0.417 MG/ML Oral Solution', drugs: ['acetaminophen', 'dextromethorphan'], notChecked: ['doxylamine'] },
  { code: '1310197', display: 'Acetaminophen 300 MG / HYDROcodone Bitartrate 5 MG [Vicodin]', drugs: ['acetaminophen', 'hydrocodone'], notChecked: [] },
  { code: '1049221', display: 'Acetaminophen 325 MG / oxyCODONE Hydrochloride 5 MG Oral Tablet', drugs: ['acetaminophen', 'oxycodone'], notChecked: [] },
  { code: '313782', display: 'Acetaminophen 325 MG Oral Tablet', drugs: ['acetaminophen'], notChecked: [] },
  { code: '904419', display: 'Alendronic acid 10 MG Oral Tablet', drugs: ['alendronate'], notChecked: [] },
  { code: '1804799', display: 'Alteplase 100 MG Injection', drugs: [], notChecked: ['alteplase'] },
  { code: '197361', display: 'Amlodipine 5 MG Oral Tablet', drugs: ['amlodipine'], notChecked: [] },
  { code: '562251', display: 'Amoxicillin 250 MG / Clavulanate 125 MG Oral Tablet', drugs: ['amoxicillin-clavulanate'], notChecked: [] },
  { code: '259255', display: 'Atorvastatin 80 MG Oral Tablet', drugs: ['atorvastatin'], notChecked: [] },
  { code: '833036', display: 'Captopril 25 MG Oral Tablet', drugs: ['captopril'], notChecked: [] },
  { code: '477045', display: 'Chlorpheniramine Maleate 2 MG/ML Oral Solution', drugs: ['chlorpheniramine'], notChecked: [] },
  { code: '309362', display: 'Clopidogrel 75 MG Oral Tablet', drugs: ['clopidogrel'], notChecked: [] },
  { code: '197604', display: 'Digoxin 0.125 MG Oral Tablet', drugs: ['digoxin'], notChecked: [] },
  { code: '316049', display: 'Hydrochlorothiazide 25 MG', drugs: ['hydrochlorothiazide'], notChecked: [] },
  { code: '310965', display: 'Ibuprofen 200 MG Oral Tablet', drugs: ['ibuprofen'], notChecked: [] },
  { code: '748879', display: 'Levora 0.15/30 28 Day Pack', drugs: ['ethinyl-estradiol', 'levonorgestrel'], notChecked: [] },
  { code: '849574', display: 'Naproxen sodium 220 MG Oral Tablet', drugs: ['naproxen'], notChecked: [] },
  { code: '705129', display: 'Nitroglycerin 0.4 MG/ACTUAT Mucosal Spray', drugs: ['nitroglycerin'], notChecked: [] },
  { code: '1367439', display: 'NuvaRing 0.12/0.015 MG per 24HR 21 Day Vaginal Ring', drugs: ['ethinyl-estradiol', 'etonogestrel'], notChecked: [] },
  { code: '749762', display: 'Seasonique 91 Day Pack', drugs: ['ethinyl-estradiol', 'levonorgestrel'], notChecked: [] },
  { code: '312961', display: 'Simvastatin 20 MG Oral Tablet', drugs: ['simvastatin'], notChecked: [] },
  { code: '751905', display: 'Trinessa 28 Day Pack', drugs: ['ethinyl-estradiol', 'norgestimate'], notChecked: [] },
  { code: '897718', display: 'Verapamil Hydrochloride 40 MG', drugs: ['verapamil'], notChecked: [] },
  { code: '855332', display: 'Warfarin Sodium 5 MG Oral Tablet', drugs: ['warfarin'], notChecked: [] },
  { code: '1049630', display: 'diphenhydrAMINE Hydrochloride 25 MG Oral Tablet', drugs: ['diphenhydramine'], notChecked: [] },
  { code: '310325', display: 'ferrous sulfate 325 MG Oral Tablet', drugs: ['ferrous-sulfate'], notChecked: [] },
];

describe('drug identity: RxNorm ingredient codes', () => {
  it('gives every catalogue drug whose code is confirmed at least one numeric ingredient RxCUI, and no two drugs the same set', () => {
    const sets = new Map<string, string>();
    // A drug no public table gave a code for carries none rather than an invented one (issue 34).
    for (const drug of DRUGS.filter((d) => !(d.rxcuiUnverified && d.rxcuis.length === 0))) {
      expect(drug.rxcuis.length, drug.id).toBeGreaterThan(0);
      for (const code of drug.rxcuis) expect(code, drug.id).toMatch(/^\d{1,8}$/);
      const key = [...drug.rxcuis].sort().join('+');
      expect(sets.get(key), `${drug.id} repeats ${sets.get(key)}`).toBeUndefined();
      sets.set(key, drug.id);
    }
  });

  it('uses a single-ingredient code for one drug only', () => {
    const owner = new Map<string, string>();
    for (const drug of DRUGS.filter((d) => d.rxcuis.length === 1)) {
      const code = drug.rxcuis[0] ?? '';
      expect(owner.get(code), `${code}: ${owner.get(code)} / ${drug.id}`).toBeUndefined();
      owner.set(code, drug.id);
    }
  });

  it('finds a drug by its ingredient code', () => {
    expect(drugByRxcui('11289')?.id).toBe('warfarin');
    expect(drugByRxcui('723')?.id).toBe('amoxicillin');
    expect(drugByRxcui('85762')?.id).toBe('ritonavir');
    expect(drugByRxcui('999999999')).toBeUndefined();
  });

  it('classes drugs for allergy checks (penicillins, cephalosporins, antibiotic and non-antibiotic sulfonamides, NSAIDs)', () => {
    expect(findDrug('amoxicillin')?.classes).toContain('penicillin');
    expect(findDrug('Augmentin')?.classes).toContain('penicillin');
    expect(findDrug('cephalexin')?.classes).toContain('cephalosporin');
    expect(findDrug('Bactrim')?.classes).toContain('sulfonamide-antibacterial');
    expect(findDrug('furosemide')?.classes).toContain('sulfonamide-non-antibacterial');
    expect(findDrug('furosemide')?.classes).not.toContain('sulfonamide-antibacterial');
    expect(findDrug('ketorolac')?.classes).toContain('nsaid');
  });
});

describe('mapping recorded medications to catalogue drugs', () => {
  it.each(SYNTHEA_MEDICATIONS)('Synthea $code "$display"', ({ code, display, drugs, notChecked }) => {
    const mapped = mapMedication({ code, text: display });
    expect(ids(mapped.drugs).sort()).toEqual([...drugs].sort());
    expect(mapped.notChecked).toEqual(notChecked);
  });

  it('maps an ingredient RxCUI without text', () => {
    expect(ids(mapMedication({ code: '36567' }).drugs)).toEqual(['simvastatin']);
  });

  it('reads RxNorm SCD and SBD names, brands and free-text combinations', () => {
    expect(ids(mapMedication({ text: 'amoxicillin 500 MG Oral Capsule' }).drugs)).toEqual(['amoxicillin']);
    expect(ids(mapMedication({ text: 'Augmentin' }).drugs)).toEqual(['amoxicillin-clavulanate']);
    expect(ids(mapMedication({ text: 'amoxicillin / clavulanate' }).drugs)).toEqual(['amoxicillin-clavulanate']);
    expect(ids(mapMedication({ text: 'sulfamethoxazole 800 MG / trimethoprim 160 MG Oral Tablet [Bactrim]' }).drugs)).toEqual(['trimethoprim-sulfamethoxazole']);
    expect(ids(mapMedication({ text: 'nirmatrelvir 150 MG / ritonavir 100 MG Oral Tablet' }).drugs)).toEqual(['nirmatrelvir-ritonavir']);
    expect(ids(mapMedication({ text: 'Percocet' }).drugs).sort()).toEqual(['acetaminophen', 'oxycodone']);
    expect(ids(mapMedication({ text: 'Losartan Potassium 50 MG Oral Tablet' }).drugs)).toEqual(['losartan']);
    expect(ids(mapMedication({ text: 'Potassium Chloride 20 MEQ Extended Release Oral Tablet' }).drugs)).toEqual(['potassium-chloride']);
    expect(ids(mapMedication({ text: 'penicillin V potassium 250 MG Oral Tablet' }).drugs)).toEqual(['penicillin-v']);
    expect(ids(mapMedication({ text: 'dabigatran etexilate 150 MG Oral Capsule' }).drugs)).toEqual(['dabigatran']);
  });

  it('reports what it cannot map as not checked, never silently', () => {
    expect(mapMedication({ text: 'Unobtainium 5 MG Oral Tablet' })).toEqual({ drugs: [], notChecked: ['unobtainium'] });
    expect(mapMedication({ code: '999999999' })).toEqual({ drugs: [], notChecked: ['RxNorm 999999999'] });
    expect(mapMedication({ text: 'ulipristal acetate 30 MG Oral Tablet' })).toEqual({ drugs: [], notChecked: ['ulipristal'] });
    expect(mapMedication({ text: 'Zzyzxomab 5 MG / Bupropion 90 MG Oral Tablet' })).toEqual({ drugs: [expect.objectContaining({ id: 'bupropion' })], notChecked: ['zzyzxomab'] });
  });

  it("reads a brand's second strength as a strength, not as an ingredient it could not check", () => {
    expect(mapMedication({ text: 'Entresto 49 MG / 51 MG Oral Tablet' })).toEqual({ drugs: [expect.objectContaining({ id: 'sacubitril-valsartan' })], notChecked: [] });
    expect(ids(mapMedication({ text: '6-mercaptopurine 50 MG Oral Tablet' }).drugs)).toEqual(['mercaptopurine']);
  });

  it('maps a list once per drug and keeps every unchecked name', () => {
    const mapped = mapMedications([{ text: 'Warfarin Sodium 5 MG Oral Tablet' }, { text: 'Coumadin' }, { text: 'Alteplase 100 MG Injection' }]);
    expect(ids(mapped.drugs)).toEqual(['warfarin']);
    expect(mapped.notChecked).toEqual(['alteplase']);
  });
});


describe('mapping medications as physicians and EHRs write them (through core/reference/drug-names)', () => {
  it('reads release forms, brands with devices, hyphenated combinations and abbreviations', () => {
    expect(ids(mapMedication({ text: 'Metformin ER 500 mg' }).drugs)).toEqual(['metformin']);
    expect(ids(mapMedication({ text: 'Bactrim DS' }).drugs)).toEqual(['trimethoprim-sulfamethoxazole']);
    expect(ids(mapMedication({ text: 'Toprol XL' }).drugs)).toEqual(['metoprolol']);
    expect(ids(mapMedication({ text: 'lisinopril-HCTZ' }).drugs).sort()).toEqual(['hydrochlorothiazide', 'lisinopril']);
    expect(ids(mapMedication({ text: 'Humalog KwikPen' }).drugs)).toEqual(['insulin']);
    expect(ids(mapMedication({ text: 'SMX-TMP DS' }).drugs)).toEqual(['trimethoprim-sulfamethoxazole']);
    expect(ids(mapMedication({ text: 'KCl 20 mEq ER' }).drugs)).toEqual(['potassium-chloride']);
  });

  it('reads German and French brands and names, and names an ingredient the catalogue lacks', () => {
    expect(ids(mapMedication({ text: 'ASS 100' }).drugs)).toEqual(['aspirin']);
    expect(ids(mapMedication({ text: 'L-Thyroxin 75 Henning' }).drugs)).toEqual(['levothyroxine']);
    expect(ids(mapMedication({ text: 'Ramipril-ratiopharm 5 mg' }).drugs)).toEqual(['ramipril']);
    expect(ids(mapMedication({ text: 'Doliprane 1000 mg' }).drugs)).toEqual(['acetaminophen']);
    expect(ids(mapMedication({ text: 'Kardégic 75 mg' }).drugs)).toEqual(['aspirin']);
    expect(ids(mapMedication({ text: 'Marcumar 3 mg' }).drugs)).toEqual(['phenprocoumon']);
    expect(mapMedication({ text: 'Insidon 50 mg' })).toEqual({ drugs: [], notChecked: ['opipramol'] });
  });

  it('reads an SBD display sent with a product code it does not store', () => {
    const mapped = mapMedication({ code: '860975', text: '24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet [Glucophage]' });
    expect(mapped).toEqual({ drugs: [findDrug('metformin')], notChecked: [] });
  });
});
