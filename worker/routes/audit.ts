import { Hono } from 'hono';
import { AuditQuerySchema, AUDIT_PAGE_MAX, type AuditEventView } from '../../core/schemas/clinic-admin';
import { auditChainHead, sealAuditChain, verifyAuditChain } from '../audit/chain';
import { auditKey } from '../audit/key';
import { toCsv } from '../audit/csv';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { sessionDb } from '../db/request-db';
import { listAuditEvents } from '../db/queries/audit';
import type { AppEnv } from '../env';
import { validate } from '../validation';

const CSV_COLUMNS: (keyof AuditEventView)[] = ['id', 'at', 'userId', 'userName', 'apiKeyId', 'apiKeyName', 'patientId', 'patientName', 'action', 'entity', 'entityId', 'detail', 'hash'];

/** The clinic's audit trail for owners (DESIGN.md §4): filtered list, CSV export, chain check and head. Read-only. */
export const auditRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinic:admin'), validate('query', AuditQuerySchema), async (c) => {
    const { clinicId } = c.get('session');
    const query = c.req.valid('query');
    const db = sessionDb(c);
    await sealAuditChain(db, await auditKey(c.env), clinicId);
    if (query.format === 'json') return c.json(await listAuditEvents(db, clinicId, query), 200);

    // CSV: every matching row (not one page), streamed in pages so a long trail fits in memory.
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(toCsv(CSV_COLUMNS, [])));
        let before = query.before;
        for (;;) {
          const rows = await listAuditEvents(db, clinicId, { ...query, before, limit: AUDIT_PAGE_MAX });
          if (rows.length > 0) controller.enqueue(encoder.encode(toCsv(CSV_COLUMNS, rows, { header: false })));
          if (rows.length < AUDIT_PAGE_MAX) break;
          before = rows[rows.length - 1]!.id;
        }
        controller.close();
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="medassist-audit-${day}.csv"`,
    });
  })
  .get('/verify', allow('clinic:admin'), async (c) => c.json(await verifyAuditChain(sessionDb(c), await auditKey(c.env), c.get('session').clinicId), 200))
  // The current head, to note down outside MedAssist: a later truncation of the log is caught against it.
  .get('/head', allow('clinic:admin'), async (c) => c.json(await auditChainHead(sessionDb(c), await auditKey(c.env), c.get('session').clinicId), 200));
