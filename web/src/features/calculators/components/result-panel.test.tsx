import { afterEach, describe, expect, it } from 'vitest';
import { computeAscvd } from '../../../../../core/calculators/ascvd';
import { computeBmi } from '../../../../../core/calculators/bmi';
import { computeChads2Vasc } from '../../../../../core/calculators/chads2vasc';
import { computeCreatinineClearance } from '../../../../../core/calculators/creatinine-clearance';
import { computePrevent } from '../../../../../core/calculators/prevent';
import { englishResult } from '../../../../../core/calculators/result-text';
import { activateLocale } from '../../../i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ResultDetails, DEFAULT_SEVERITY_PALETTE } from './result-panel';
import { shownResult } from '../../../lib/shown-result';
import type { CalculatorResult } from '../../../../../core/calculators/types';

function render(result: CalculatorResult): HTMLElement {
  return renderWithProviders(<ResultDetails result={shownResult(result)} palette={DEFAULT_SEVERITY_PALETTE} />);
}

const text = (el: HTMLElement, id: string) => el.querySelector(`[data-testid="${id}"]`)?.textContent;

afterEach(() => activateLocale('en'));

describe('calculator result in German', () => {
  it('shows the BMI figure with a decimal comma and the WHO class and interpretation in German', async () => {
    await activateLocale('de');
    const el = render(computeBmi({ units: 'metric', weightKg: 84, heightCm: 175 }));
    expect(text(el, 'result-value')).toBe('27,4 kg/m²');
    expect(text(el, 'result-category')).toBe('Präadipositas (Übergewicht)');
    expect(text(el, 'result-interpretation')).toMatch(/^BMI 27,4 kg\/m²: Präadipositas \(Übergewicht\) \(WHO-Klassifikation für Erwachsene\)/);
    expect(el.textContent).toContain('Body-Mass-Index');
  });

  it('keeps the decimals the source rounds to and translates the caveat', async () => {
    await activateLocale('de');
    const result = computeBmi({ units: 'metric', weightKg: 99.99, heightCm: 200 });
    const shown = shownResult(result);
    expect(shown.display).toBe('25,0 kg/m²');
    expect(shown.warnings?.[0]).toBe('25,0 ist auf einen Klassengrenzwert aufgerundet; der ungerundete BMI liegt knapp darunter, daher gilt die Klasse Normalgewicht.');
  });
});

describe('calculator results: German shows no English text', () => {
  // One sample per converted calculator, at inputs that produce every kind of text it has.
  const samples: Record<string, CalculatorResult> = {
    'bmi (with caveat)': computeBmi({ units: 'metric', weightKg: 99.99, heightCm: 200 }),
    'bmi (obesity)': computeBmi({ units: 'imperial', weightLb: 260, heightIn: 66 }),
    'chads2vasc (woman, VA 2)': computeChads2Vasc({ female: true, ageBand: '65-74', congestiveHeartFailure: false, hypertension: true, diabetes: false, strokeTiaThromboembolism: false, vascularDisease: false }),
    'chads2vasc (VA 0)': computeChads2Vasc({ female: false, ageBand: 'under-65', congestiveHeartFailure: false, hypertension: false, diabetes: false, strokeTiaThromboembolism: false, vascularDisease: false }),
    'creatinine clearance': computeCreatinineClearance({ ageYears: 70, sex: 'female', weightKg: 60, creatinineMgDl: 1.4 }),
    'ascvd (borderline, race other)': computeAscvd({ sex: 'male', race: 'other', ageYears: 55, totalCholesterolMgDl: 213, hdlCholesterolMgDl: 50, systolicBpMmHg: 120, onHypertensionTreatment: false, smoker: false, diabetes: false }),
    'prevent (full model, 30-year risks, eGFR from creatinine)': computePrevent({ sex: 'female', ageYears: 50, cholesterolUnit: 'mg/dL', totalCholesterol: 200, hdlCholesterol: 45, systolicBpMmHg: 160, bmiKgM2: 35, creatinineMgDl: 0.9, diabetes: true, smoker: false, onAntihypertensive: true, onStatin: false, uacrMgG: 40, hba1cPercent: 7.5 }),
    'prevent (age 65, no 30-year risks)': computePrevent({ sex: 'male', ageYears: 65, cholesterolUnit: 'mmol/L', totalCholesterol: 5.2, hdlCholesterol: 1.1, systolicBpMmHg: 135, bmiKgM2: 27.5, egfrMlMin173m2: 75, diabetes: false, smoker: true, onAntihypertensive: false, onStatin: false }),
    'ascvd (high, diabetes)': computeAscvd({ sex: 'female', race: 'african-american', ageYears: 65, totalCholesterolMgDl: 240, hdlCholesterolMgDl: 45, systolicBpMmHg: 150, onHypertensionTreatment: true, smoker: true, diabetes: true }),
  };
  for (const [name, result] of Object.entries(samples)) {
    it(name, async () => {
      const english = englishResult(result);
      await activateLocale('de');
      const german = shownResult(result);
      expect(german.label).not.toBe(english.label);
      expect(german.category).not.toBe(english.category);
      expect(german.interpretation).not.toBe(english.interpretation);
      if (english.recommendation) expect(german.recommendation).not.toBe(english.recommendation);
      german.warnings?.forEach((w, i) => expect(w).not.toBe(english.warnings?.[i]));
      german.extras?.forEach((e, i) => expect(e.label).not.toBe(english.extras?.[i]?.label));
      // Figures with decimals show the decimal comma.
      expect(german.display).not.toMatch(/\d\.\d/);
      expect(german.interpretation).not.toMatch(/\d\.\d/);
    });
  }
});
