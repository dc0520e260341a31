import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BurnsInputSchema, computeBurns } from '../../../../../core/calculators/burns';
import { englishResult } from '../../../../../core/calculators/result-text';
import type { CalculatorResult } from '../../../../../core/calculators/types';
import { DEFAULT_UNIT_PREFERENCES } from '../../../../../core/schemas/user';
import { activateLocale } from '../../../i18n';
import { textOutsideEnglish, typeText } from '../../../test/page-text';
import { renderWithProviders } from '../../../test/render-with-providers';
import { shownResult } from '../shown-result.utils';
import type { CalculatorPageProps } from '../types';
import BurnsPage from './burns-page';

// Issue #23: a German doctor meets no English on the burns page nor in its results: labels,
// regions, what is missing, validation messages, categories, interpretations, extras and caveats.


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
