import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CalculatorsPanel } from './calculators-panel';

const render = (speciality: string | null) => renderWithProviders(<CalculatorsPanel speciality={speciality} />);

const links = (el: HTMLElement) => [...el.querySelectorAll('a')].map((a) => [a.textContent?.replace(/(Cardiovascular|Nephrology|Dermatology|Neurology|Pulmonary|Gastroenterology|Endocrinology)$/, ''), a.getAttribute('href')]);

describe('dashboard Medical Calculators panel', () => {
  it('without a speciality lists the four linked calculators and View All', () => {
    const el = render(null);
    expect(el.querySelector('h2')?.textContent).toBe('Medical Calculators');
    expect(links(el)).toEqual([
      ['View All', '/calculators'],
      ['CHA2DS2-VASc Score', '/calculators/chads2vasc'],
      ['IgAN Prediction Tool', '/calculators/igan-prediction'],
      ['SCORAD Calculator', '/calculators/scorad'],
      ['EASI Calculator', '/calculators/easi'],
    ]);
  });

  it('lists the calculators of a dermatologist’s speciality, the burn calculator included', () => {
    const hrefs = links(render('Dermatology')).map(([, href]) => href);
    expect(hrefs).toEqual(['/calculators', '/calculators/scorad', '/calculators/easi', '/calculators/burns']);
  });
});
