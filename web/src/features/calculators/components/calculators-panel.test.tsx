import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CalculatorsPanel } from './calculators-panel';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

function render(speciality: string | null): HTMLElement {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => {
    root!.render(
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <CalculatorsPanel speciality={speciality} />
        </MemoryRouter>
      </ChakraProvider>,
    );
  });
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

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
