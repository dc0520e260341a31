import { describe, expect, it } from 'vitest';
import { DRUGS, getDrugById } from '../drugs';
import { drugByAtc } from './codes';
import { AMBIGUOUS_NAMES } from './data/synonyms';
import { allNames, BRAND_BLOCKS, nameKey, SYNONYM_BLOCKS } from './name-index';
import { recogniseDrug, recogniseMedication, recogniseText } from './recognise';
import { RECOGNITION_FIXTURE } from './recognise.fixture';
import { DEVICES, DIRECTIONS, DOSE_FORMS, MANUFACTURERS, RELEASE_FORMS, SALTS, UNNAMED_PARTNER_WORDS } from './vocabulary';

interface Expectation {
  text: string;
  ids: string[];
  /** undefined: nothing may be unchecked; []: something must be; names: each of them must be. */
  notChecked: string[] | undefined;
}

function parse(line: string): Expectation {
  const [text = '', expected = ''] = line.split(' => ');
  const [ids = '', unchecked] = expected.split('|');
  return {
    text,
    ids: ids.trim() === '' ? [] : ids.trim().split(/\s+/).sort(),
    notChecked: unchecked === undefined ? undefined : unchecked.split(',').map((name) => name.trim()).filter((name) => name !== ''),
  };
}

/** Why a fixture line is not met, or undefined when it is. */
function mismatch(expectation: Expectation): string | undefined {
  const mapped = recogniseText(expectation.text);
  const ids = mapped.drugs.map((drug) => drug.id).sort();
  const got = `${ids.join(' ') || '-'} | ${mapped.notChecked.join(', ')}`;
  if (ids.join(' ') !== expectation.ids.join(' ')) return got;
  if (expectation.notChecked === undefined) return mapped.notChecked.length === 0 ? undefined : got;
  if (mapped.notChecked.length === 0) return got;
  const unchecked = mapped.notChecked.map((name) => name.toLowerCase());
  return expectation.notChecked.every((name) => unchecked.includes(name)) ? undefined : got;
}

const lines = Object.entries(RECOGNITION_FIXTURE).flatMap(([category, list]) => list.map((line) => ({ category, ...parse(line) })));

describe('recognising medications as they are written (fixture of real-world strings)', () => {
  it('holds several hundred strings, each naming only drugs of the catalogue', () => {
    expect(lines.length).toBeGreaterThanOrEqual(500);
    for (const line of lines) for (const id of line.ids) expect(getDrugById(id), `${line.text}: ${id}`).toBeDefined();
    expect(new Set(lines.map((line) => line.text)).size, 'no string twice').toBe(lines.length);
  });

  for (const [category, list] of Object.entries(RECOGNITION_FIXTURE)) {
    it(`reads every string of "${category}" as expected`, () => {
      const failures = list.map(parse).flatMap((expectation) => {
        const why = mismatch(expectation);
        return why === undefined ? [] : [`${expectation.text}  expected ${expectation.ids.join(' ') || '-'} | ${expectation.notChecked?.join(', ') ?? '(nothing unchecked)'}  got ${why}`];
      });
      expect(failures).toEqual([]);
    });
  }
});

// Strings fully recognised (catalogue drugs, nothing unchecked) per category, as docs/features.md and
// the README report them: a change that makes the recogniser or the catalogue forget one fails here.
const RECORDED_FULLY_RECOGNISED: Record<string, number> = {
  'strengths, forms and release forms': 116,
  salts: 60,
  devices: 42,
  combinations: 44,
  abbreviations: 34,
  'US brands': 136,
  'German names and brands': 120,
  'French names and brands': 131,
  'INN and international names': 31,
  'RxNorm names (SCD, SBD, BN, packs)': 41,
  'supplements and other products': 9,
  'near misses, non-drugs and unknown names (never matched)': 0,
};

describe('recognition figures', () => {
  it('recognises at least the recorded number of strings of each category', () => {
    const figures = Object.fromEntries(
      Object.entries(RECOGNITION_FIXTURE).map(([category, list]) => [
        category,
        list.filter((line) => {
          const mapped = recogniseText(parse(line).text);
          return mapped.drugs.length > 0 && mapped.notChecked.length === 0;
        }).length,
      ]),
    );
    for (const [category, recorded] of Object.entries(RECORDED_FULLY_RECOGNISED)) expect(figures[category], category).toBeGreaterThanOrEqual(recorded);
    expect(Object.keys(figures).sort()).toEqual(Object.keys(RECORDED_FULLY_RECOGNISED).sort());
  });
});

describe('recognising the forms the brief names', () => {
  const ids = (text: string) => recogniseText(text).drugs.map((drug) => drug.id).sort();

  it('reads release forms, brands with devices and hyphenated combinations that were unchecked before', () => {
    expect(ids('Metformin ER 500 mg')).toEqual(['metformin']);
    expect(ids('Bactrim DS')).toEqual(['trimethoprim-sulfamethoxazole']);
    expect(ids('Toprol XL')).toEqual(['metoprolol']);
    expect(ids('lisinopril-HCTZ')).toEqual(['hydrochlorothiazide', 'lisinopril']);
    expect(ids('Humalog KwikPen')).toEqual(['insulin']);
  });

  it('splits at a hyphen only between two known ingredients; a manufacturer after a hyphen is dropped', () => {
    expect(ids('Co-trimoxazole')).toEqual(['trimethoprim-sulfamethoxazole']);
    expect(recogniseText('Foo-metformin')).toEqual({ drugs: [], notChecked: ['foo-metformin'] });
    expect(ids('Ramipril-ratiopharm')).toEqual(['ramipril']);
  });

  it('reports the partner of a "comp." product as not checked instead of guessing it', () => {
    const mapped = recogniseText('Ramipril-ratiopharm comp. 5 mg/25 mg');
    expect(mapped.drugs.map((drug) => drug.id)).toEqual(['ramipril']);
    expect(mapped.notChecked).toEqual(['Ramipril-ratiopharm comp. 5 mg/25 mg (second ingredient not named)']);
  });

  it('never maps an ambiguous abbreviation (ISMP): MS, HCT alone, levo', () => {
    for (const name of AMBIGUOUS_NAMES.names) {
      const mapped = recogniseText(name.toUpperCase());
      expect(mapped.drugs, name).toEqual([]);
      expect(mapped.notChecked, name).not.toEqual([]);
    }
  });

  it('gives a single drug for a typed name only when it names one drug and nothing else', () => {
    expect(recogniseDrug('Doliprane')?.id).toBe('acetaminophen');
    expect(recogniseDrug('amlodipin')?.id).toBe('amlodipine');
    expect(recogniseDrug('Zestoretic')).toBeUndefined();
    expect(recogniseDrug('Marcumar')?.id).toBe('phenprocoumon');
    expect(recogniseDrug('Insidon')).toBeUndefined();
  });
});

describe('codes: RxNorm and ATC', () => {
  it('maps an ingredient RxCUI directly and reads a product code through its display', () => {
    expect(recogniseMedication({ code: '6809' }).drugs.map((drug) => drug.id)).toEqual(['metformin']);
    expect(recogniseMedication({ code: '861004', text: 'Metformin hydrochloride 500 MG Oral Tablet' }).drugs.map((drug) => drug.id)).toEqual(['metformin']);
    expect(recogniseMedication({ code: '1234567', text: '24 HR Metformin hydrochloride 500 MG Extended Release Oral Tablet [Glucophage]' }).drugs.map((drug) => drug.id)).toEqual(['metformin']);
  });

  it('names a code it does not know as not checked, never guessing', () => {
    expect(recogniseMedication({ code: '861004' })).toEqual({ drugs: [], notChecked: ['RxNorm 861004'] });
    expect(recogniseMedication({ code: 'Z99ZZ99' })).toEqual({ drugs: [], notChecked: ['ATC Z99ZZ99'] });
  });

  it('maps a substance-level ATC code to the one catalogue drug that carries it, a group code to none', () => {
    expect(recogniseMedication({ code: 'B01AA03' }).drugs.map((drug) => drug.id)).toEqual(['warfarin']);
    expect(recogniseMedication({ code: 'b01af02', text: 'Eliquis 5 mg' }).drugs.map((drug) => drug.id)).toEqual(['apixaban']);
    const owners = new Map<string, string[]>();
    for (const drug of DRUGS) for (const atc of drug.atc ?? []) owners.set(atc, [...(owners.get(atc) ?? []), drug.id]);
    expect(owners.size).toBeGreaterThan(100);
    for (const [atc, ids] of owners) expect(drugByAtc(atc)?.id, atc).toBe(ids.length === 1 ? ids[0] : undefined);
    expect(drugByAtc('B01AA')).toBeUndefined();
    expect(recogniseMedication({ code: 'B01AA' })).toEqual({ drugs: [], notChecked: ['ATC B01AA'] });
    expect(drugByAtc('not a code')).toBeUndefined();
  });
});

describe('name tables are reviewable data', () => {
  it('gives every block of brands, synonyms and vocabulary its source, and every row an ingredient', () => {
    for (const block of [...BRAND_BLOCKS, ...SYNONYM_BLOCKS]) {
      expect(block.source.length, Object.keys(block.names)[0]).toBeGreaterThan(20);
      for (const [name, ingredients] of Object.entries(block.names)) {
        expect(ingredients.length, name).toBeGreaterThan(0);
        for (const ingredient of ingredients) expect(ingredient, name).toMatch(/^[a-z0-9][a-z0-9 ,'-]*$/);
      }
    }
    for (const block of [RELEASE_FORMS, DOSE_FORMS, DEVICES, SALTS, MANUFACTURERS, DIRECTIONS, UNNAMED_PARTNER_WORDS, AMBIGUOUS_NAMES]) {
      expect(block.source.length).toBeGreaterThan(20);
    }
  });

  it('never lets a table contradict the catalogue: a name the catalogue knows maps to the same drug', () => {
    const contradictions: string[] = [];
    const catalogue = new Map<string, string>();
    for (const drug of DRUGS) for (const name of [drug.name, ...drug.brandNames, ...(drug.aliases ?? [])]) catalogue.set(nameKey(name), drug.id);
    for (const block of [...BRAND_BLOCKS, ...SYNONYM_BLOCKS]) {
      for (const [name, ingredients] of Object.entries(block.names)) {
        const owner = catalogue.get(nameKey(name));
        if (!owner) continue;
        const mapped = recogniseText(ingredients.join(' / ')).drugs.map((drug) => drug.id);
        if (!mapped.includes(owner)) contradictions.push(`${name}: table ${ingredients.join('+')}, catalogue ${owner}`);
      }
    }
    expect(contradictions).toEqual([]);
  });

  it('keeps manufacturer, form and salt words from hiding a drug name', () => {
    const dropped = [RELEASE_FORMS, DOSE_FORMS, DEVICES, SALTS, MANUFACTURERS, DIRECTIONS].flatMap((block) => block.words);
    const names = new Set([...allNames()].map(([key]) => key));
    expect(dropped.filter((word) => names.has(word))).toEqual([]);
  });
});
