import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { computeChads2Vasc } from '../../../../../core/calculators/chads2vasc';
import { activateLocale } from '../../../i18n';
import { shownResult } from '../shown-result.utils';
import { SaveToChartDialog } from './save-to-chart-dialog';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(async () => {
  act(() => root?.unmount());
  host?.remove();
  await activateLocale('en');
});

function renderDialog(summary: string) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  const result = shownResult(computeChads2Vasc({ female: true, ageBand: '65-74', congestiveHeartFailure: false, hypertension: true, diabetes: false, strokeTiaThromboembolism: false, vascularDisease: false }));
  act(() => root!.render(
    <QueryClientProvider client={new QueryClient()}>
      <ChakraProvider value={defaultSystem}>
        <SaveToChartDialog patientId={1} slug="chads2vasc" result={result} summary={summary} onClose={() => undefined} />
      </ChakraProvider>
    </QueryClientProvider>,
  ));
}

describe('save to chart dialog in German', () => {
  it('speaks German and refuses an empty note with the schema’s message in German', async () => {
    await activateLocale('de');
    renderDialog('   ');
    const dialog = document.body.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('In der Akte speichern');
    expect(dialog.textContent).toContain('als Beobachtung dokumentieren');
    expect(dialog.textContent).not.toMatch(/Cancel|Also record|as an observation/);
    act(() => (dialog.querySelector('form') as HTMLFormElement).requestSubmit());
    expect(dialog.textContent).toContain('Die Notiz darf nicht leer sein');
  });
});
