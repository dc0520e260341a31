import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import DiagnosticAlgorithmsPage from './diagnostic-algorithms-page';

// Issue #23: the algorithm content stays English (labelled so), the calculators it links to are
// named as the German calculator catalogue names them.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

function render(url: string): HTMLElement {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => {
    root!.render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter initialEntries={[url]}>
          <DiagnosticAlgorithmsPage />
        </MemoryRouter>
      </ChakraProvider>,
    );
  });
  return host;
}

beforeAll(() => activateLocale('de'));
afterAll(() => activateLocale('en'));
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

describe('diagnostic algorithms in German', () => {
  it('each card labels its English content and names its calculators in German', () => {
    const page = render('/reference/diagnostic-algorithms');
    const cards = [...page.querySelectorAll('[data-testid="algorithm-card"]')];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.querySelector('h2')?.getAttribute('lang')).toBe('en');
      expect(card.textContent).toContain('Englisch');
    }
    expect(page.textContent).toContain('CHA2DS2-VASc-Score');
    expect(page.textContent).not.toContain('CHA2DS2-VASc Score');
  });

  it('an open algorithm links its calculators by their German names', () => {
    const page = render('/reference/diagnostic-algorithms?algorithm=suspected-pulmonary-embolism');
    const links = [...page.querySelectorAll('a[href^="/calculators/"]')].map((a) => a.textContent?.trim());
    expect(links).toEqual(['Wells-Score für Lungenembolie', 'Kreatinin-Clearance']);
  });
});
