import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UNIT_PREFERENCES } from '../../../../../core/schemas/user';
import { activateLocale } from '../../../i18n';
import type { CalculatorPageProps } from '../types';
import AscvdPage from './ascvd-page';

// Issue #23: a German doctor meets no English on the cardiovascular risk pages (ASCVD, PREVENT):
// input labels, options, what is still missing, validation messages typed with a decimal comma,
// the interpretation table and the PREVENT notice. Citations stay English (lang="en").

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

function render(Page: ComponentType<CalculatorPageProps>): HTMLElement {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => {
    root!.render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <Page signedIn={false} unitPreferences={DEFAULT_UNIT_PREFERENCES} />
        </MemoryRouter>
      </ChakraProvider>,
    );
  });
  return host;
}

/** Types into a controlled input as a person would (React listens to the native input event). */
function type(container: HTMLElement, name: string, text: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The page's text a German reader meets, result included; citations (lang="en") stay English by design. */
function shownText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('[lang="en"]')) el.remove();
  return copy.textContent ?? '';
}

beforeAll(() => activateLocale('de'));
afterAll(() => activateLocale('en'));
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('the cardiovascular risk calculators in German', () => {
  it('ASCVD: labels, race options, the PREVENT notice, what is missing and a wrong value typed with a decimal comma', () => {
    const page = render(AscvdPage);
    type(page, 'totalCholesterol', '129,5');
    const text = shownText(page);
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
});
