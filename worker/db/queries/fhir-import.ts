import { and, eq, getTableName, ne, sql } from 'drizzle-orm';
import type { AuditKey } from '../../audit/key';
import { signAudit, type SignedAuditEntry } from '../../audit/row-mac';
import type { PatientColumns } from '../../chart/patient-fields';
import { IMPORT_KINDS, type ImportKind, type ImportRecord } from '../../fhir/import-rows';
import type { Db } from '../client';
import { patients } from '../schema';
import { mrnSequenceStatement, nextMrnSql } from './patients';
import { bulkInsert, bulkUpdate } from './bulk-json';
import { syncConditionSql } from './chart-items';
import type { AuditEntity } from '../../audit/entry';

// Writing one imported patient (POST /api/fhir/import, DESIGN.md §8): the patient, every item and
// their audit rows in ONE D1 batch, so a failure leaves nothing half-written for them. Records are
// matched to what earlier imports stored through fhir_sources (an item's source ids); the same
// content again writes nothing, changed content updates the record, anything new is created.
// Every statement stays inside D1's limits: rows travel as one JSON parameter (bulk-json.ts), so a
// patient with years of history is a few dozen statements of a few bound parameters each.

/** Who imports: the clinic, the user and the audit key. */
export interface ImportActor {
  key: AuditKey;
  clinicId: number;
  userId: number;
}

/** A stored source id. */
export interface StoredSource {
  entity: string;
  entityId: number;
  patientId: number;
  contentHash: string;
}

/** The key of findSources' map. */
export const sourceKey = (entity: string, sourceId: string) => `${entity} ${sourceId}`;

/** The stored source ids among `ids` (any entity), keyed by entity and id. */
export async function findSources(db: Db, clinicId: number, ids: readonly string[]): Promise<Map<string, StoredSource>> {
  const found = new Map<string, StoredSource>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 2000) {
    const rows = await db.$client
      .prepare('SELECT entity, entity_id AS entityId, patient_id AS patientId, source_id AS sourceId, content_hash AS contentHash FROM fhir_sources WHERE clinic_id = ? AND source_id IN (SELECT value FROM json_each(?))')
      .bind(clinicId, JSON.stringify(unique.slice(i, i + 2000)))
      .all<StoredSource & { sourceId: string }>();
    for (const r of rows.results) found.set(sourceKey(r.entity, r.sourceId), { entity: r.entity, entityId: r.entityId, patientId: r.patientId, contentHash: r.contentHash });
  }
  return found;
}

/** The stored record a source's ids name (the first id that is known wins). */
export function matchOf(sources: ReadonlyMap<string, StoredSource>, entity: string, matchIds: readonly string[]): StoredSource | undefined {
  for (const id of matchIds) {
    const hit = sources.get(sourceKey(entity, id));
    if (hit) return hit;
  }
  return undefined;
}

/** A new patient's batch undone because a concurrent write took one of its source ids or its record number meanwhile: match again and retry. */
export function isTakenMeanwhile(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? '')}`;
  return /UNIQUE constraint failed: (fhir_sources|patients)\./.test(text);
}

/** SHA-256 of the mapped content as JSON (what "changed" means on a re-import). */
export async function contentHash(content: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(content)));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** True when another patient of the clinic already holds this record number. */
export async function mrnTaken(db: Db, clinicId: number, mrn: string, exceptPatientId: number | null): Promise<boolean> {
  const row = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.clinicId, clinicId), eq(patients.mrn, mrn), exceptPatientId === null ? undefined : ne(patients.id, exceptPatientId)))
    .get();
  return row !== undefined;
}

/** The patient part of one import: a new one, an existing one (changed or not), and its source ids. */
export type PatientTarget =
  | { kind: 'new'; columns: PatientColumns; matchIds: string[]; hash: string }
  | { kind: 'existing'; id: number; change: PatientColumns | null; newIds: string[]; hash: string | null };

/** A record's planned write: create, update (the stored id), unchanged; `newIds` are its ids not yet stored. */
export type PlannedRecord = ImportRecord & { hash: string; newIds: string[] } & ({ action: 'create' } | { action: 'update' | 'unchanged'; entityId: number });

const int = (n: number) => String(Math.trunc(n));
const WORDS = /^[a-z_]+$/;

function statementOf(db: Db, builder: { toSQL(): { sql: string; params: unknown[] } }): D1PreparedStatement {
  const q = builder.toSQL();
  return db.$client.prepare(q.sql).bind(...q.params);
}

/** Source ids of records with known ids (existing rows), one statement per entity. */
function addKnownSources(db: Db, clinicId: number, patientSql: string, entity: string, rows: { entityId: number; ids: string[]; hash: string }[]): D1PreparedStatement[] {
  const values = rows.flatMap((r) => r.ids.map((id) => [r.entityId, id, r.hash]));
  if (values.length === 0) return [];
  return [
    db.$client
      .prepare(
        `INSERT OR IGNORE INTO fhir_sources (clinic_id, patient_id, entity, entity_id, source_id, content_hash)
         SELECT ${int(clinicId)}, ${patientSql}, '${entity}', json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?)`,
      )
      .bind(JSON.stringify(values)),
  ];
}

/**
 * Writes one patient's import in one batch. Returns the patient's id and the ids of the results
 * created (for alerts). Throws what D1 throws (the caller reports the patient as failed).
 */
export async function writePatientImport(db: Db, actor: ImportActor, target: PatientTarget, records: PlannedRecord[]): Promise<{ patientId: number; createdResults: number[] }> {
  const { clinicId, userId } = actor;
  const c = int(clinicId);
  const isNew = target.kind === 'new';
  // A new patient's id is the clinic's newest (its INSERT is the batch's only patient insert).
  const patientSql = isNew ? `(SELECT max(id) FROM patients WHERE clinic_id = ${c})` : int(target.id);
  const statements: D1PreparedStatement[] = [];
  const audits: { entry: SignedAuditEntry; sourceId: string | null }[] = [];

  if (target.kind === 'new') {
    statements.push(
      statementOf(db, mrnSequenceStatement(db, clinicId, target.columns.mrn)),
      statementOf(db, db.insert(patients).values({ ...target.columns, mrn: target.columns.mrn ?? nextMrnSql(clinicId), clinicId, createdBy: userId })),
      ...newPatientSources(db, c, patientSql, target.matchIds, target.hash),
    );
    audits.push({ entry: await signAudit(actor.key, { clinicId, userId, action: 'import', entity: 'patient' }), sourceId: target.matchIds[0] ?? null });
  } else {
    if (target.change && target.hash) {
      statements.push(
        statementOf(
          db,
          db
            .update(patients)
            .set({ ...target.change, version: sql`${patients.version} + 1`, updatedAt: new Date() })
            .where(and(eq(patients.id, target.id), eq(patients.clinicId, clinicId))),
        ),
        db.$client.prepare(`UPDATE fhir_sources SET content_hash = ?, updated_at = unixepoch('subsec') * 1000 WHERE clinic_id = ${c} AND entity = 'patient' AND entity_id = ${int(target.id)}`).bind(target.hash),
      );
      audits.push({ entry: await signAudit(actor.key, { clinicId, userId, patientId: target.id, action: 'update', entity: 'patient', entityId: target.id }), sourceId: null });
    }
    statements.push(...addKnownSources(db, clinicId, patientSql, 'patient', target.newIds.length ? [{ entityId: target.id, ids: target.newIds, hash: target.hash ?? '' }] : []));
  }

  const kinds = Object.keys(IMPORT_KINDS) as ImportKind[];
  for (const kind of kinds) {
    if (!WORDS.test(kind)) throw new Error('unexpected kind');
    const { table, versioned } = IMPORT_KINDS[kind];
    const tableName = getTableName(table);
    const mine = records.filter((r) => r.kind === kind);
    const creates = mine.filter((r) => r.action === 'create');
    // recorded_by stays null: an imported fact was recorded at its source (the audit row names who imported it).
    const fixed: Record<string, string> = { clinicId: c, patientId: patientSql };
    let offset = 0;
    for (const chunk of bulkInsert(db.$client, table, creates.map((r) => r.insert), fixed)) {
      statements.push(chunk.statement);
      // The chunk's rows took consecutive ids ending at the table's newest (AUTOINCREMENT, one writer).
      const sources = creates.slice(offset, offset + chunk.count).flatMap((r, i) => r.matchIds.map((id) => [i, id, r.hash]));
      statements.push(
        db.$client
          .prepare(
            `INSERT OR IGNORE INTO fhir_sources (clinic_id, patient_id, entity, entity_id, source_id, content_hash)
             SELECT ${c}, ${patientSql}, '${kind}', (SELECT max(id) FROM "${tableName}") - ${int(chunk.count - 1)} + json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?)`,
          )
          .bind(JSON.stringify(sources)),
      );
      offset += chunk.count;
    }
    for (const r of creates) audits.push({ entry: await signAudit(actor.key, { clinicId, userId, action: 'import', entity: kind as AuditEntity }), sourceId: r.matchIds[0] ?? null });

    const updates = mine.filter((r): r is PlannedRecord & { action: 'update'; entityId: number } => r.action === 'update');
    statements.push(
      ...bulkUpdate(
        db.$client,
        table,
        updates.map((r) => ({ ...r.update, id: r.entityId })),
        `"${tableName}"."clinic_id" = ${c} AND "${tableName}"."patient_id" = ${patientSql}`,
        versioned ? [`"version" = "${tableName}"."version" + 1`, `"updated_at" = unixepoch('subsec') * 1000`] : [],
      ),
    );
    if (updates.length) {
      statements.push(
        db.$client
          .prepare(
            `UPDATE fhir_sources SET content_hash = j.h, updated_at = unixepoch('subsec') * 1000
             FROM (SELECT json_extract(value, '$[0]') AS id, json_extract(value, '$[1]') AS h FROM json_each(?)) AS j
             WHERE fhir_sources.clinic_id = ${c} AND fhir_sources.entity = '${kind}' AND fhir_sources.entity_id = j.id`,
          )
          .bind(JSON.stringify(updates.map((r) => [r.entityId, r.hash]))),
      );
    }
    for (const r of updates) audits.push({ entry: await signAudit(actor.key, { clinicId, userId, patientId: target.kind === 'existing' ? target.id : null, action: 'update', entity: kind as AuditEntity, entityId: r.entityId }), sourceId: null });
    statements.push(
      ...addKnownSources(
        db,
        clinicId,
        patientSql,
        kind,
        mine.flatMap((r) => (r.action !== 'create' && r.newIds.length ? [{ entityId: r.entityId, ids: r.newIds, hash: r.hash }] : [])),
      ),
    );
  }

  // A report's observations point at it (observations.lab_result_id), whenever either side was written.
  const observationIdOf = new Map(records.filter((r) => r.kind === 'observation').map((r) => [r.sourceKey, r]));
  const links = records
    .filter((r) => r.kind === 'lab_result')
    .flatMap((report) =>
      (report.resultKeys ?? []).flatMap((key) => {
        const observation = observationIdOf.get(key);
        if (!observation || !observation.matchIds[0] || !report.matchIds[0]) return [];
        if (report.action === 'unchanged' && observation.action === 'unchanged') return [];
        return [[observation.matchIds[0], report.matchIds[0]]];
      }),
    );
  if (links.length) {
    statements.push(
      db.$client
        .prepare(
          `UPDATE observations SET lab_result_id = j.lab FROM (
             SELECT o.entity_id AS obs, d.entity_id AS lab FROM json_each(?) AS e
             JOIN fhir_sources o ON o.clinic_id = ${c} AND o.source_id = json_extract(e.value, '$[0]') AND o.entity = 'observation'
             JOIN fhir_sources d ON d.clinic_id = ${c} AND d.source_id = json_extract(e.value, '$[1]') AND d.entity = 'lab_result'
           ) AS j WHERE observations.id = j.obs AND observations.clinic_id = ${c}`,
        )
        .bind(JSON.stringify(links)),
    );
  }

  // Every change's audit row, in the same batch: an imported record's id (and a new patient's) is found through its source id.
  if (audits.length) {
    statements.push(
      db.$client
        .prepare(
          `INSERT INTO audit_events (clinic_id, user_id, patient_id, action, entity, entity_id, at, nonce, row_mac)
           SELECT ${c}, ${int(userId)}, ${patientSql}, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
             coalesce(json_extract(value, '$[2]'), (SELECT s.entity_id FROM fhir_sources s WHERE s.clinic_id = ${c} AND s.source_id = json_extract(value, '$[3]') AND s.entity = json_extract(value, '$[1]'))),
             json_extract(value, '$[4]'), json_extract(value, '$[5]'), json_extract(value, '$[6]')
           FROM json_each(?)`,
        )
        .bind(JSON.stringify(audits.map(({ entry, sourceId }) => [entry.action, entry.entity, entry.entityId ?? null, sourceId, entry.at, entry.nonce, entry.rowMac]))),
    );
  }

  // The patient's list fields follow their problems and allergies.
  const touched = (kind: ImportKind) => records.some((r) => r.kind === kind && r.action !== 'unchanged');
  if (isNew || touched('problem')) statements.push(db.$client.prepare(syncConditionSql(clinicId, patientSql)));
  if (isNew || touched('allergy')) {
    statements.push(
      db.$client.prepare(`UPDATE patients SET allergy_status = CASE
          WHEN EXISTS (SELECT 1 FROM allergies WHERE allergies.clinic_id = ${c} AND allergies.patient_id = patients.id
            AND allergies.deleted_at IS NULL AND allergies.clinical_status = 'active') THEN 'has-allergies'
          ELSE allergy_status END
        WHERE id = ${patientSql} AND clinic_id = ${c}`),
    );
  }

  if (statements.length > 0) await db.$client.batch(statements);

  const patientId = isNew ? await newPatientId(db, clinicId, target.matchIds[0]) : target.id;
  const createdResults = await createdResultIds(db, clinicId, records.filter((r) => r.kind === 'lab_result' && r.action === 'create'));
  return { patientId, createdResults };
}

/**
 * A new patient's source ids. A plain INSERT, not OR IGNORE: when a concurrent import created the
 * same patient first, the unique (clinic, source id, entity) index refuses it and the whole batch
 * is undone (isTakenMeanwhile), so one source id never makes two patients.
 */
function newPatientSources(db: Db, c: string, patientSql: string, ids: string[], hash: string): D1PreparedStatement[] {
  if (ids.length === 0) return [];
  return [
    db.$client
      .prepare(
        `INSERT INTO fhir_sources (clinic_id, patient_id, entity, entity_id, source_id, content_hash)
         SELECT ${c}, ${patientSql}, 'patient', ${patientSql}, value, ? FROM json_each(?)`,
      )
      .bind(hash, JSON.stringify(ids)),
  ];
}

async function newPatientId(db: Db, clinicId: number, sourceId: string | undefined): Promise<number> {
  if (!sourceId) throw new Error('a new patient needs a source id');
  const row = await db.$client.prepare("SELECT entity_id AS id FROM fhir_sources WHERE clinic_id = ? AND source_id = ? AND entity = 'patient'").bind(clinicId, sourceId).first<{ id: number }>();
  if (!row) throw new Error('imported patient not found after its batch');
  return row.id;
}

/** The ids of the critical results just created. */
async function createdResultIds(db: Db, clinicId: number, reports: PlannedRecord[]): Promise<number[]> {
  const critical = reports.filter((r) => r.critical && r.matchIds[0]);
  if (critical.length === 0) return [];
  const sources = await findSources(
    db,
    clinicId,
    critical.map((r) => r.matchIds[0]!),
  );
  return critical.flatMap((r) => {
    const hit = matchOf(sources, 'lab_result', r.matchIds);
    return hit ? [hit.entityId] : [];
  });
}
