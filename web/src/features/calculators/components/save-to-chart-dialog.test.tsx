import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeChads2Vasc } from '../../../../../core/calculators/chads2vasc';
import { activateLocale } from '../../../i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { shownResult } from '../../../lib/shown-result';
import { SaveToChartDialog } from './save-to-chart-dialog';

afterEach(() => activateLocale('en'));

function renderDialog(summary: string) {
  const result = shownResult(computeChads2Vasc({ female: true, ageBand: '65-74', congestiveHeartFailure: false, hypertension: true, diabetes: false, strokeTiaThromboembolism: false, vascularDisease: false }));
  renderWithProviders(<SaveToChartDialog patientId={1} slug="chads2vasc" result={result} summary={summary} onClose={() => undefined} />);
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
