import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { clinicKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { BulkExportSummary } from '../api';
import { BulkExportsList } from './bulk-exports-list';

const RUNNING: BulkExportSummary = {
  id: 'a'.repeat(32), state: 'running', types: ['Patient', 'Observation'], since: null,
  startedAt: '2026-12-02T09:00:00.000Z', finishedAt: null, expiresAt: null, resources: 1, files: 1,
};
const DONE: BulkExportSummary = {
  id: 'b'.repeat(32), state: 'done', types: ['Patient'], since: '2026-11-01T00:00:00.000Z',
  startedAt: '2026-12-01T09:00:00.000Z', finishedAt: '2026-12-01T09:01:00.000Z', expiresAt: '2026-12-02T09:01:00.000Z', resources: 5200, files: 2,
};

const rows = (jobs: BulkExportSummary[]) =>
  [...renderWithProviders(<BulkExportsList />, { data: [[clinicKeys.bulkExports, jobs]] }).querySelectorAll('[data-testid=bulk-export]')].map((r) => r.textContent);

afterAll(() => activateLocale('en'));

describe('the clinic’s Bulk Data exports', () => {
  it('shows each export’s state, counts, types and when its files are deleted', () => {
    const [running, done] = rows([RUNNING, DONE]);
    expect(running).toMatch(/^Running.*1 resource in 1 file.*Patient, Observation$/);
    expect(running).not.toMatch(/deleted/);
    expect(done).toMatch(/^Done.*5,200 resources in 2 files · changed since .*Files deleted/);
  });

  it('says when there is none', () => {
    const list = renderWithProviders(<BulkExportsList />, { data: [[clinicKeys.bulkExports, []]] });
    expect(list.textContent).toContain('No Bulk Data exports in the last 24 hours.');
  });

  it('reads in German and French', async () => {
    await activateLocale('de');
    expect(rows([DONE])[0]).toMatch(/^Fertig.*5\.200 Ressourcen in 2 Dateien · geändert seit .*Dateien gelöscht am/);
    await activateLocale('fr');
    expect(rows([RUNNING])[0]).toMatch(/^En cours.*1 ressource dans 1 fichier/);
  });
});
