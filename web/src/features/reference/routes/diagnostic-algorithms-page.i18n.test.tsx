import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import DiagnosticAlgorithmsPage from './diagnostic-algorithms-page';

// Issue #23: the algorithm content stays English (labelled so), the calculators it links to are
// named as the German calculator catalogue names them.

const render = (url: string) => renderWithProviders(<DiagnosticAlgorithmsPage />, { url });

beforeAll(() => activateLocale('de'));
afterAll(() => activateLocale('en'));

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
