import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_PREFERENCES } from '../../../../../core/schemas/user';
import { activateLocale } from '../../../i18n';
import { textOutsideEnglish, typeInto } from '../../../test/page-text';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { CalculatorPageProps } from '../types';
import AscvdPage from './ascvd-page';
import PreventPage from './prevent-page';

// Issue #23: a German doctor meets no English on the cardiovascular risk pages (ASCVD, PREVENT):
// input labels, options, what is still missing, validation messages typed with a decimal comma,
// the interpretation table and the PREVENT notice. Citations stay English (lang="en").

const render = (Page: ComponentType<CalculatorPageProps>, url = '/') =>
  renderWithProviders(<Page signedIn={false} unitPreferences={DEFAULT_UNIT_PREFERENCES} />, { url });

beforeAll(() => activateLocale('de'));
afterAll(() => activateLocale('en'));

describe('the cardiovascular risk calculators in German', () => {
  it('ASCVD: labels, race options, the PREVENT notice, what is missing and a wrong value typed with a decimal comma', () => {
    const page = render(AscvdPage);
    typeInto(page, 'totalCholesterol', '129,5');
    const text = textOutsideEnglish(page);
    for (const german of [
      'Ethnie', 'Afroamerikanisch', 'Andere (Gleichungen für Weiße)', 'Gesamtcholesterin', 'Wegen Bluthochdruck behandelt', 'Aktiver Raucher',
      'Die ACC/AHA-Leitlinie 2026 bevorzugt PREVENT', 'PREVENT-Rechner öffnen', 'unter 5 % niedrig',
      'Für die Pooled Cohort Equations muss das Gesamtcholesterin zwischen 130 und 320 mg/dL (3,36–8,28 mmol/L) liegen.',
    ]) {
      expect(text).toContain(german);
    }
    for (const english of ['Race', 'White', 'Total cholesterol', 'Current smoker', 'prefers', 'Open the', 'under 5%', 'must be between', 'Enter ']) {
      expect(text).not.toContain(english);
    }
  });

  it('PREVENT: labels, kidney function, the add-ons, the About text and an out-of-range creatinine rebuilt in German', () => {
    // Opened from a chart with a creatinine only: the page starts on "from creatinine"; chart values take the decimal comma.
    const chart = 'sex=female&sex.at=2026-11-01&ageYears=50&ageYears.at=2026-11-01&creatinineMgDl=4.5&creatinineMgDl.at=2026-11-01';
    const page = render(PreventPage, `/?${chart}&bmiKgM2=27.4&bmiKgM2.at=2026-11-01&hba1cPercent=7.5&hba1cPercent.at=2026-11-01`);
    expect(page.querySelector<HTMLInputElement>('input[name=bmi]')!.value).toBe('27,4');
    expect(page.querySelector<HTMLInputElement>('input[name=hba1c]')!.value).toBe('7,5');
    typeInto(page, 'creatinine', '4,6');
    const text = textOutsideEnglish(page);
    for (const german of [
      'Nierenfunktion', 'Serumkreatinin', 'Nimmt Antihypertensiva ein', 'Nimmt ein Statin ein', 'Optionale Zusatzparameter', 'Dezil 1–10',
      'Albumin-Kreatinin-Quotient im Urin', 'unter 3 % niedrig', 'Die Ethnie ist keine Eingabe.',
      'Dieses Kreatinin ergibt eine eGFR von 11 mL/min/1,73 m² (CKD-EPI 2021); die PREVENT-Gleichungen benötigen 15 bis 140.',
    ]) {
      expect(text).toContain(german);
    }
    for (const english of ['Kidney function', 'From creatinine', 'Takes a statin', 'Optional add-ons', 'Leave empty', 'under 3%', 'Race is not', 'This creatinine', 'Enter ']) {
      expect(text).not.toContain(english);
    }
  });
});
