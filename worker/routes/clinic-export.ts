import { Hono } from 'hono';
import { sealAuditChain } from '../audit/chain';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { bulkExportsOf } from '../bulk/clinic-exports';
import { sessionDb } from '../db/request-db';
import { auditInsert } from '../db/queries/audit';
import { recorderNames } from '../db/queries/chart-items';
import { EXPORT_PAGE, EXPORT_SECTIONS, exportClinicRow, exportPage } from '../db/queries/clinic-export';
import type { AppEnv } from '../env';
import { clinicNdjson } from '../fhir/bulk-export';
import { pulledStream } from '../fhir/stream';

export const EXPORT_FORMAT = 'medassist-clinic-export/1';

/**
 * GET /api/clinic/export: all of the clinic's data as one JSON document, so nothing is locked in.
 * Streamed section by section, page by page, so a clinic of 100 000 patients never sits in memory.
 */
export const clinicExportRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:export'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const key = await auditKey(c.env);
    await auditInsert(db, await signAudit(key, { clinicId, userId, action: 'export', entity: 'clinic', entityId: clinicId }));
    await sealAuditChain(db, key, clinicId);
    const clinic = await exportClinicRow(db, clinicId);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const write = (text: string) => controller.enqueue(encoder.encode(text));
        write(`{"format":${JSON.stringify(EXPORT_FORMAT)},"exportedAt":${JSON.stringify(new Date().toISOString())},"clinic":${JSON.stringify(clinic)}`);
        for (const section of EXPORT_SECTIONS) {
          write(`,${JSON.stringify(section)}:[`);
          let afterId = 0;
          let first = true;
          for (;;) {
            const rows = await exportPage(db, clinicId, section, afterId);
            for (const row of rows) {
              write((first ? '' : ',') + JSON.stringify(row));
              first = false;
            }
            if (rows.length < EXPORT_PAGE) break;
            afterId = rows[rows.length - 1]!.id;
          }
          write(']');
        }
        write('}');
        controller.close();
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="medassist-clinic-${clinicId}-${day}.json"`,
    });
  })

  /**
   * GET /api/clinic/export/bulk: the clinic's FHIR Bulk Data exports (running, done, failed,
   * cancelled) until their retention ends, newest first; a cancel names the member who sent it.
   */
  .get('/bulk', allow('clinic:export'), async (c) => {
    const { clinicId } = c.get('session');
    const jobs = await bulkExportsOf(c.env, clinicId).list();
    const names = await recorderNames(sessionDb(c), clinicId, jobs.map((j) => j.cancelled?.userId ?? null));
    return c.json(jobs.map((j) => ({ ...j, cancelled: j.cancelled ? { ...j.cancelled, userName: j.cancelled.userId === null ? null : (names.get(j.cancelled.userId) ?? null) } : null })));
  })

  /**
   * GET /api/clinic/export/fhir: the clinic's live records as FHIR R4 NDJSON (Bulk Data format),
   * one stream, one resource per line, grouped by type; pulled page by page as the client reads.
   */
  .get('/fhir', allow('clinic:export'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const key = await auditKey(c.env);
    await auditInsert(db, await signAudit(key, { clinicId, userId, action: 'export', entity: 'clinic', entityId: clinicId, detail: { format: 'fhir-ndjson' } }));
    await sealAuditChain(db, key, clinicId);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(pulledStream(clinicNdjson(db, clinicId)), 200, {
      'Content-Type': 'application/fhir+ndjson',
      'Content-Disposition': `attachment; filename="medassist-clinic-${clinicId}-${day}.ndjson"`,
    });
  });
