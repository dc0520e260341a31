import { act, type ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_PREFERENCES } from '../../../../../core/schemas/user';
import { activateLocale } from '../../../i18n';
import { textOutsideEnglish, typeInto } from '../../../test/page-text';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { CalculatorPageProps } from '../types';
import GcsPage from './gcs-page';
import IganPredictionPage from './igan-prediction-page';
import MeldPage from './meld-page';
import QtcPage from './qtc-page';
import ScoradPage from './scorad-page';
import WellsPePage from './wells-pe-page';

// Issue #23: a German doctor meets no English on the GCS, IgAN, MELD, QTc, SCORAD and Wells pages:
// input labels, options, help texts, what is still missing, validation messages and the About texts.

const render = (Page: ComponentType<CalculatorPageProps>) => renderWithProviders(<Page signedIn={false} unitPreferences={DEFAULT_UNIT_PREFERENCES} />);

beforeAll(() => activateLocale('de'));
afterAll(() => activateLocale('en'));

describe('the score calculators in German', () => {
  it('GCS: components, response levels, what is missing and the About text', () => {
    const text = textOutsideEnglish(render(GcsPage));
    for (const german of ['Augenöffnen', 'Verbale Reaktion', '6 – Befolgt Aufforderungen', '1 – Keines', 'Geben Sie Augenöffnen, verbale Reaktion und motorische Reaktion ein', 'Schädel-Hirn-Trauma']) {
      expect(text).toContain(german);
    }
    for (const english of ['Eye opening', 'Obeys commands', 'Enter ', 'brain injury']) expect(text).not.toContain(english);
  });

  it('Wells: criteria with points in German number format', () => {
    const text = textOutsideEnglish(render(WellsPePage));
    expect(text).toContain('Klinische Zeichen und Symptome einer TVT');
    expect(text).toContain('+1,5');
    for (const german of ['0,0 Punkte', 'Niedrige Wahrscheinlichkeit', 'Niedrige klinische Wahrscheinlichkeit einer LE', 'D-Dimer bestimmen', 'Dreistufig', 'LE unwahrscheinlich']) expect(text).toContain(german);
    for (const english of ['Clinical signs', 'Haemoptysis', 'Three-tier', '+1.5', 'probability', 'PE unlikely', 'points']) expect(text).not.toContain(english);
  });

  it('QTc: labels, the rate switch, sex and the schema message under a wrong value', () => {
    const page = render(QtcPage);
    expect(textOutsideEnglish(page)).toContain('Geben Sie das QT-Intervall, Geschlecht und die Herzfrequenz ein');
    typeInto(page, 'qt', '90');
    const text = textOutsideEnglish(page);
    for (const german of ['QT-Intervall (ms)', 'Herzfrequenz (Schläge/min)', 'RR-Intervall', 'Weiblich', 'Zuerst angezeigte Formel', 'Das QT-Intervall muss zwischen 200 und 800 ms liegen.']) {
      expect(text).toContain(german);
    }
    for (const english of ['QT interval', 'Heart rate', 'Female', 'must be between']) expect(text).not.toContain(english);
  });

  it('MELD: lab labels, the dialysis finding and a wrong value typed with a decimal comma', () => {
    const page = render(MeldPage);
    typeInto(page, 'inr', '0,3');
    const text = textOutsideEnglish(page);
    for (const german of ['Gesamtbilirubin', 'Albumin (optional, für MELD 3.0)', 'Dialyse mindestens zweimal', 'Die INR muss zwischen 0,5 und 20 liegen.', '3-Monats-Mortalität']) {
      expect(text).toContain(german);
    }
    for (const english of ['Total bilirubin', 'Dialysis', 'must be between', 'mortality']) expect(text).not.toContain(english);
  });

  it('SCORAD: tabs, body areas (the back is "Rücken", not the button\'s "Zurück") and the severity bands', () => {
    const text = textOutsideEnglish(render(ScoradPage));
    for (const german of ['Ausdehnung (A)', 'Subjektive Symptome (C)', 'Kopf und Hals', 'Rücken', 'Eigene Ausdehnung (0–100\u00a0%)', '18\u00a0%', 'Leicht: unter 25', 'Ausdehnung des Ekzems']) {
      expect(text).toContain(german);
    }
    for (const german of ['SCORAD-Index', '0,0', 'Leichte atopische Dermatitis', 'A: Ausdehnung', '0,0\u00a0%', '0,0 / 20']) expect(text).toContain(german);
    for (const english of ['Extent (A)', 'Head and neck', 'Back', 'below 25', 'Select the affected', 'extent of eczema', 'atopic dermatitis', 'A: extent']) expect(text).not.toContain(english);
  });

  it('IgAN: labels, MEST, yes/no, the horizon with its plural, and the alert after an incomplete Calculate Risk', () => {
    const page = render(IganPredictionPage);
    act(() => [...page.querySelectorAll('button')].find((b) => b.textContent === 'Risiko berechnen')!.click());
    const text = textOutsideEnglish(page);
    for (const german of ['Alter bei Biopsie (Jahre)', 'Proteinurie (g/Tag)', 'M – mesangiale Hyperzellularität', 'Ja', 'Nein', '5 Jahre nach Biopsie', '1 Jahr nach Biopsie', 'Bitte füllen Sie alle Felder mit gültigen Werten aus', 'Bitte mit Ja oder Nein antworten.']) {
      expect(text).toContain(german);
    }
    for (const english of ['Age at biopsy', 'years after biopsy', 'Yes', 'Please ', 'Calculate Risk']) expect(text).not.toContain(english);
  });
});
