import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BurnsInputSchema, computeBurns } from '../../../../../core/calculators/burns';
import { computeEasi } from '../../../../../core/calculators/easi';
import { englishResult } from '../../../../../core/calculators/result-text';
import type { CalculatorResult } from '../../../../../core/calculators/types';
import { DEFAULT_UNIT_PREFERENCES } from '../../../../../core/schemas/user';
import { activateLocale } from '../../../i18n';
import { textOutsideEnglish, typeText } from '../../../test/page-text';
import { renderWithProviders } from '../../../test/render-with-providers';
import { shownResult } from '../../../lib/shown-result';
import type { CalculatorPageProps } from '../types';
import BurnsPage from './burns-page';
import EasiPage from './easi-page';

// Issue #23: a German doctor meets no English on the burns and EASI pages nor in their results:
// labels, regions, what is missing, validation messages, categories, interpretations, extras and caveats.


const render = (Page: ComponentType<CalculatorPageProps>) => renderWithProviders(<Page signedIn={false} unitPreferences={DEFAULT_UNIT_PREFERENCES} />);

/** The input labelled by a text that starts with `label`. */
function inputLabelled(container: HTMLElement, label: string): HTMLInputElement {
  const field = [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  const input = field?.closest('[class*="field__root"], div')?.querySelector('input');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

beforeAll(() => activateLocale('de'));
afterAll(() => activateLocale('en'));

/** One test per sample: its German result shares no text with the English one, and its decimals have commas. */
function itShowsNoEnglish(samples: Record<string, CalculatorResult>) {
  for (const [name, result] of Object.entries(samples)) {
    it(name, () => {
      const german = shownResult(result);
      const english = englishResult(result);
      expect(german.label).not.toBe(english.label);
      expect(german.category).not.toBe(english.category);
      expect(german.interpretation).not.toBe(english.interpretation);
      german.warnings?.forEach((w, i) => expect(w).not.toBe(english.warnings?.[i]));
      german.extras?.forEach((e, i) => expect(e.label).not.toBe(english.extras?.[i]?.label));
      // Figures with decimals show the decimal comma.
      for (const text of [german.display, german.interpretation, ...(german.extras ?? []).map((e) => e.value)]) expect(text).not.toMatch(/\d\.\d/);
    });
  }
}

describe('burns results: German shows no English text', () => {
  // Samples at inputs that produce every kind of text each calculator has.
  const samples: Record<string, CalculatorResult> = {
    'burns (rule of nines, palms, Parkland from hour 3)': computeBurns(
      BurnsInputSchema.parse({ method: 'rule-of-nines', regionsPercentBurned: { trunk: 50, upperLimbs: 50 }, palmAreas: 2, weightKg: 70, hoursSinceBurn: 3 }),
    ),
    'burns (Lund–Browder child)': computeBurns(
      BurnsInputSchema.parse({ method: 'lund-browder', ageColumn: '5', regionsPercentBurned: { head: 100, neck: 0, anteriorTrunk: 50, posteriorTrunk: 0, rightButtock: 0, leftButtock: 0, genitals: 0, rightUpperArm: 0, leftUpperArm: 0, rightForearm: 0, leftForearm: 0, rightHand: 0, leftHand: 0, rightThigh: 0, leftThigh: 0, rightLowerLeg: 0, leftLowerLeg: 0, rightFoot: 0, leftFoot: 0 }, weightKg: 20 }),
    ),
    'burns (manual, under 10%)': computeBurns(BurnsInputSchema.parse({ method: 'manual', tbsaPercent: 7.5 })),
  };
  itShowsNoEnglish(samples);

  it('burns: the figures, units and Parkland plan read as a German burn surgeon writes them', () => {
    const german = shownResult(samples['burns (rule of nines, palms, Parkland from hour 3)']!);
    expect(german.label).toBe('Verbrannte Körperoberfläche');
    expect(`${german.display}${german.unit?.slice(1)}`).toBe('29,0\u00a0% VKOF');
    expect(german.category).toBe('20\u00a0% VKOF oder mehr');
    expect(german.extras).toContainEqual({ label: 'Parkland: Ringer-Laktat über 24 h', value: '8120 mL' });
    expect(german.extras).toContainEqual({ label: 'Erste 8 h ab Verbrennung (ab Stunde 3,0)', value: '4060 mL mit 812 mL/h' });
    expect(german.extras).toContainEqual({ label: 'Methode', value: 'Neunerregel (Erwachsene)' });
  });
});

describe('the burns page in German', () => {
  it('regions, shares in German number format, the Parkland section and a region’s validation message', () => {
    const page = render(BurnsPage);
    typeText(inputLabelled(page, 'Rumpf (vorne 18 + hinten 18)'), '150');
    const text = textOutsideEnglish(page);
    for (const german of ['Neunerregel (Erwachsene)', 'Lund-Browder (Kinder)', 'Kopf und Hals', '36\u00a0% VKOF · % der Region verbrannt', 'Hände / Handflächen', 'je 1\u00a0%',
      'Flüssigkeitstherapie (Parkland-Formel)', 'Stunden seit der Verbrennung', 'Rumpf (vorne 18 + hinten 18): Der verbrannte Anteil der Region muss zwischen 0 und 100\u00a0% liegen.',
      'Neunerregel für Erwachsene', 'Korrigieren']) {
      expect(text).toContain(german);
    }
    for (const english of ['Rule of nines', 'Head and Neck', 'TBSA', 'burned', 'Weight', 'Hours', 'must be between', 'Fluid resuscitation']) expect(text).not.toContain(english);
  });

  it('a weight typed with a decimal comma gives the Parkland volumes', () => {
    const page = render(BurnsPage);
    typeText(inputLabelled(page, 'Rumpf'), '50');
    typeText(page.querySelector<HTMLInputElement>('input[name="weight"]')!, '70,5');
    const text = textOutsideEnglish(page);
    // 18 % VKOF × 70.5 kg × 4 mL = 5076 mL
    expect(text).toContain('18,0\u00a0% VKOF');
    expect(text).toContain('5076 mL');
  });
});

describe('EASI results: German shows no English text', () => {
  const region = (areaScore: number, sign: number) => ({ areaScore, erythema: sign, oedemaPapulation: sign, excoriation: sign, lichenification: sign });
  const zero = region(0, 0);
  // One sample per band that has its own words (clear, almost clear, moderate, very severe), both weightings.
  const samples: Record<string, CalculatorResult> = {
    'EASI clear': computeEasi({ ageGroup: 'adult', headNeck: zero, trunk: zero, upperLimbs: zero, lowerLimbs: zero }),
    'EASI almost clear (child weights)': computeEasi({ ageGroup: 'child', headNeck: region(1, 1), trunk: zero, upperLimbs: zero, lowerLimbs: zero }),
    'EASI moderate': computeEasi({ ageGroup: 'adult', headNeck: zero, trunk: region(3, 2), upperLimbs: region(2, 1), lowerLimbs: zero }),
    'EASI very severe': computeEasi({ ageGroup: 'adult', headNeck: region(6, 3), trunk: region(6, 3), upperLimbs: region(6, 3), lowerLimbs: region(5, 3) }),
  };
  itShowsNoEnglish(samples);

  it('EASI: the band inflected with the disease, the strata and region scores with decimal commas', () => {
    const german = shownResult(samples['EASI moderate']!);
    // 0.3 × 3 × 8 + 0.2 × 2 × 4 = 7.2 + 1.6 = 8.8
    expect(german.display).toBe('8,8');
    expect(german.category).toBe('Mittelschwer');
    expect(german.interpretation).toMatch(/^Mittelschwere atopische Dermatitis nach den EASI-Schweregraden \(Leshem 2015: 0 erscheinungsfrei, 0,1–1,0 fast erscheinungsfrei/);
    expect(german.extras).toContainEqual({ label: 'Rumpf', value: '7,2' });
    expect(german.extras).toContainEqual({ label: 'Gewichtung', value: 'Alter ≥8 J.: 0,1 / 0,3 / 0,2 / 0,4' });
    // 'Clear' is the skin here, not the button's 'Zurücksetzen'.
    expect(shownResult(samples['EASI clear']!).category).toBe('Erscheinungsfrei');
  });
});

describe('the EASI page in German', () => {
  it('age groups, region tabs, sliders with their steps and the About texts', () => {
    const text = textOutsideEnglish(render(EasiPage));
    for (const german of ['Alter (bestimmt die Gewichtung der Regionen)', '8 Jahre oder älter', 'Gewichtung 0,2 / 0,3 / 0,2 / 0,3', 'Kopf und Hals', 'Rumpf', 'Obere Extremitäten',
      'Kopf und Hals: Gewichtung 0,1.', 'Betroffene Fläche', '0 (0\u00a0%)', 'Ödem/Papelbildung', '0 – Keines', 'EASI-Score', 'Erscheinungsfrei',
      'Flächenscore je Region: 0 = 0\u00a0%, 1 = 1–9\u00a0%', '0,1–1,0 fast erscheinungsfrei']) {
      expect(text).toContain(german);
    }
    for (const english of ['Head and Neck', 'Trunk', 'Limbs', 'Area affected', 'Edema', 'None', 'Weights', 'years', 'clear', 'severe']) expect(text).not.toContain(english);
  });
});
