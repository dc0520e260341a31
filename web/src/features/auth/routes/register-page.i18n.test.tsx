import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { accountKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import RegisterPage from './register-page';

// Issue #23: a German doctor registering picks their country and specialty from German names;
// the values sent (and stored) stay the codes and slugs.


// The visitor's country is known at once (no request): 'de', as the edge would say.
const render = () => renderWithProviders(<RegisterPage />, { url: '/register', data: [[accountKeys.geo, 'de']] });

const options = (page: HTMLElement, name: string) =>
  [...page.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => [o.value, o.textContent]);

afterAll(() => activateLocale('en'));

describe('register page selects', () => {
  it('name countries and specialties in German, specialties in German alphabetical order with the other one last', async () => {
    await activateLocale('de');
    const page = render();
    const countries = options(page, 'country');
    expect(countries).toContainEqual(['de', 'Deutschland']);
    expect(countries).toContainEqual(['uk', 'Vereinigtes Königreich']);
    expect(countries.at(-1)).toEqual(['other', 'Anderes Land']);
    const specialties = options(page, 'specialty');
    expect(specialties[0]).toEqual(['', 'Fachgebiet wählen']);
    expect(specialties).toContainEqual(['cardiology', 'Kardiologie']);
    expect(specialties.at(-1)).toEqual(['other', 'Sonstiges Fachgebiet']);
    const names = specialties.slice(1, -1).map(([, label]) => label!);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
  });

  it('stay English, in the spec order, in English', async () => {
    await activateLocale('en');
    const page = render();
    expect(options(page, 'country').slice(0, 2)).toEqual([['us', 'United States'], ['ca', 'Canada']]);
    const specialties = options(page, 'specialty');
    expect(specialties[1]).toEqual(['allergy-immunology', 'Allergy & Immunology']);
    expect(specialties.at(-1)).toEqual(['other', 'Other']);
  });
});
