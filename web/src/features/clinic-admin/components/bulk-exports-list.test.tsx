import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { clinicKeys } from '../../../lib/query-keys';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { BulkExportSummary } from '../api';
import { BulkExportsList } from './bulk-exports-list';

const RUNNING: BulkExportSummary = {
  id: 'a'.repeat(32), state: 'running', types: ['Patient', 'Observation'], since: null,
  startedAt: '2026-12-02T09:00:00.000Z', finishedAt: null, expiresAt: null, resources: 1, files: 1, cancelled: null,
};
const DONE: BulkExportSummary = {
  id: 'b'.repeat(32), state: 'done', types: ['Patient'], since: '2026-11-01T00:00:00.000Z',
  startedAt: '2026-12-01T09:00:00.000Z', finishedAt: '2026-12-01T09:01:00.000Z', expiresAt: '2026-12-02T09:01:00.000Z', resources: 5200, files: 2, cancelled: null,
};
const CANCELLED: BulkExportSummary = {
  ...RUNNING, id: 'c'.repeat(32), state: 'cancelled', finishedAt: '2026-12-02T09:05:00.000Z', expiresAt: '2026-12-03T09:05:00.000Z',
  cancelled: { at: '2026-12-02T09:05:00.000Z', userId: 7, userName: 'Dr. Ada Owner', app: null },
};
const DELETED_BY_APP: BulkExportSummary = {
  ...DONE, id: 'd'.repeat(32), cancelled: { at: '2026-12-01T10:00:00.000Z', userId: 7, userName: 'Dr. Ada Owner', app: 'Registry export' },
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

  it('keeps a cancelled export listed: who cancelled it and when, instead of when its files expire', () => {
    const [cancelled, deleted] = rows([CANCELLED, DELETED_BY_APP]);
    expect(cancelled).toMatch(/^Cancelled.*1 resource in 1 file.*Cancelled .* by Dr\. Ada Owner; its files were deleted then\.$/);
    expect(cancelled).not.toMatch(/Files deleted/);
    expect(deleted).toMatch(/^Done.*Files deleted early .* at the request of the app “Registry export” for Dr\. Ada Owner\.$/);
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
    expect(rows([CANCELLED])[0]).toMatch(/^Annulé.*Annulé le .* par Dr\. Ada Owner\s; ses fichiers ont été supprimés à ce moment-là\.$/);
    await activateLocale('de');
    expect(rows([CANCELLED, DELETED_BY_APP]).join('|')).toMatch(/^Abgebrochen.*Abgebrochen am .* von Dr\. Ada Owner; die Dateien wurden dabei gelöscht\.\|Fertig.*Dateien vorzeitig gelöscht am .* auf Wunsch von App „Registry export“ für Dr\. Ada Owner\.$/);
  });
});
