import type { CalendarDay } from '../../core/chart/age';
import { msg } from '../../core/i18n/msg';
import { FhirImportError, mapFhirBundle } from '../../core/fhir/import-bundle';
import type { FhirImportAnswer, ImportError, PatientImport, StoredImportCounts } from '../../core/fhir/import-types';
import { listedErrors } from '../../core/fhir/import-limits';
import { matchIdsOf } from '../../core/fhir/source-match';
import { patientColumns, patientDetailColumns } from '../chart/patient-fields';
import { contentHash, findSources, isTakenMeanwhile, matchOf, mrnTaken, sourceKey, writePatientImport, type ImportActor, type PatientTarget, type PlannedRecord, type StoredSource } from '../db/queries/fhir-import';
import { getPatient } from '../db/queries/patients';
import type { Db } from '../db/client';
import { isTransientDbError } from '../db/transient';
import { ApiException } from '../errors';
import { importRecords, type ImportRecord } from './import-rows';

// POST /api/fhir/import behind the route (DESIGN.md §8): the bundle is mapped by core/fhir (pure),
// then each patient is matched against earlier imports and written in its own D1 batch. A resource
// that cannot be mapped, or a patient whose batch fails, is reported and the rest goes on.

export type ImportCounts = StoredImportCounts;
export type ImportAnswer = FhirImportAnswer;

/** Also returned to the route: critical results created, to alert on as a lab result would be. */
export interface ImportOutcome extends ImportAnswer {
  criticalResults: number[];
}

/** The bundle's ids name no server of their own and no source was named (`?source=`, the import screen's "Source system"). */
const NEEDS_SOURCE = msg('This bundle names its records only by type and id (such as Patient/1), which another system may use for another person. Name the system it comes from under Source system and import it again.');

const CONFLICT = (id: number, what: string) =>
  `Conflict: this record matches patient ${id} of this clinic by its source id or identifier, but the ${what} differs; nothing of that patient was changed or added. Check which record is right, correct it, and import again.`;

const PATIENT_GONE = 'This patient was deleted in MedAssist; an owner can restore them before importing again.';

function patientLabel(p: PatientImport): string {
  return p.source?.key.replace(/^urn:uuid:/, '') ?? p.reference ?? 'Patient';
}

/** Where a bundle comes from: the source the importer named (for bare Type/id ids) and this server's FHIR base (a reference to it names our own patient). */
export interface ImportOrigin {
  source: string | undefined;
  ownBase: string;
}

/** Imports a FHIR R4 bundle into the actor's clinic; throws FhirImportError (nothing stored) when the body is not an importable Bundle. */
export async function importFhirBundle(db: Db, actor: ImportActor, body: unknown, today: CalendarDay, origin: ImportOrigin): Promise<ImportOutcome> {
  const mapped = mapFhirBundle(body, { source: origin.source });
  if (mapped.unnamed.length > 0) throw new FhirImportError(NEEDS_SOURCE, 'source');
  const counts: Record<string, ImportCounts> = {};
  const count = (type: string) => (counts[type] ??= { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 });
  for (const [type, c] of Object.entries(mapped.counts)) {
    // A Medication is kept inside the MedicationRequest/Statement that names it, not as a record of its own.
    Object.assign(count(type), { skipped: c.skipped + (type === 'Medication' ? c.mapped : 0), failed: c.failed });
  }
  const errors: ImportError[] = [...mapped.errors];
  const answer: ImportOutcome = { patients: [], counts, errors, criticalResults: [] };

  const groups = await Promise.all(
    mapped.patients.map(async (p) => {
      const records = importRecords(p, p.patient?.fullName ?? '');
      const hashes = await Promise.all(records.map((r) => contentHash(r.content)));
      return { p, records, hashes, patientHash: p.patient ? await contentHash({ ...p.patient, details: p.details }) : null };
    }),
  );
  const allIds = groups.flatMap(({ p, records }) => [...(p.source ? matchIdsOf(p.source) : []), ...(p.reference ? [p.reference] : []), ...records.flatMap((r) => r.matchIds)]);
  const sources = await findSources(db, actor.clinicId, allIds);

  for (const { p, records, hashes, patientHash } of groups) {
    // The patient fails, and with it everything of theirs (nothing half-written).
    const failAll = (reason: string, items: readonly ImportRecord[]) => {
      if (p.source) {
        count('Patient').failed++;
        errors.push({ resourceType: 'Patient', id: patientLabel(p), reason });
      }
      for (const r of items) {
        count(r.resourceType).failed++;
        if (!p.source) errors.push({ resourceType: r.resourceType, id: r.label, reason });
      }
    };
    // Records that cannot be stored at all (e.g. the same resource twice in the bundle).
    const reportUnplanned = (unplanned: { record: ImportRecord; reason: string }[]) => {
      for (const e of unplanned) {
        count(e.record.resourceType).failed++;
        errors.push({ resourceType: e.record.resourceType, id: e.record.label, reason: e.reason });
      }
    };
    let target = await targetOf(db, actor, p, patientHash, sources, today, origin.ownBase);
    if (typeof target === 'string') {
      failAll(target, records);
      continue;
    }
    let planned = planRecords(records, hashes, sources, target);
    try {
      let written;
      try {
        written = await writePatientImport(db, actor, target, planned.records);
      } catch (err) {
        // Another import created this patient meanwhile (a source id or the record number is taken, the whole batch undone): match again and write again.
        if (target.kind !== 'new' || !isTakenMeanwhile(err)) throw err;
        const fresh = await findSources(db, actor.clinicId, [...target.matchIds, ...records.flatMap((r) => r.matchIds)]);
        target = await targetOf(db, actor, p, patientHash, fresh, today, origin.ownBase);
        if (typeof target === 'string') {
          failAll(target, records);
          continue;
        }
        planned = planRecords(records, hashes, fresh, target);
        written = await writePatientImport(db, actor, target, planned.records);
      }
      reportUnplanned(planned.errors);
      if (p.source) count('Patient')[target.kind === 'new' ? 'created' : target.change ? 'updated' : 'unchanged']++;
      for (const r of planned.records) count(r.resourceType)[r.action === 'create' ? 'created' : r.action === 'update' ? 'updated' : 'unchanged']++;
      const stored = await getPatient(db, actor.clinicId, written.patientId);
      answer.patients.push({ id: written.patientId, fullName: stored?.fullName ?? p.patient?.fullName ?? '' });
      answer.criticalResults.push(...written.createdResults);
    } catch (err) {
      // A busy database is worth a retry of the whole bundle (what was written matches on the retry).
      if (isTransientDbError(err)) throw err;
      console.error(JSON.stringify({ level: 'error', path: '/api/fhir/import', error: err instanceof Error ? err.name : 'unknown' }));
      reportUnplanned(planned.errors);
      failAll('This patient could not be stored; nothing was written for them.', planned.records);
    }
  }
  answer.errors = listedErrors(errors);
  return answer;
}

/**
 * The patient the group's items go to: a new one, one imported before (matched by its source id or
 * an identifier: the same birth date and family name, else a conflict), or one the bundle refers to
 * by a source id imported before or by this server's own URL; else why not. A bare `Patient/1` never
 * names MedAssist's patient 1.
 */
async function targetOf(db: Db, actor: ImportActor, p: PatientImport, patientHash: string | null, sources: ReadonlyMap<string, StoredSource>, today: CalendarDay, ownBase: string): Promise<PatientTarget | string> {
  if (p.patient && p.source && patientHash) {
    const ids = matchIdsOf(p.source);
    if (ids.length === 0) ids.push(`content:${patientHash}`);
    const known = matchOf(sources, 'patient', ids);
    const newIds = ids.filter((id) => !sources.has(sourceKey('patient', id)));
    try {
      if (!known) {
        const columns = { ...patientColumns(p.patient, today), ...patientDetailColumns(p.details) };
        // A record number held by another patient is left out (the clinic numbers this one); the source's stays among its ids.
        if (columns.mrn && (await mrnTaken(db, actor.clinicId, columns.mrn, null))) delete columns.mrn;
        return { kind: 'new', columns, matchIds: ids, hash: patientHash };
      }
      const row = await getPatient(db, actor.clinicId, known.entityId);
      if (!row) return PATIENT_GONE;
      const conflict = conflictWith(row, p);
      if (conflict) return CONFLICT(row.id, conflict);
      if (known.contentHash === patientHash) return { kind: 'existing', id: row.id, change: null, newIds, hash: newIds.length ? patientHash : null };
      // An update keeps the record number the clinic knows the patient by.
      const { mrn: _mrn, ...change } = { ...patientColumns(p.patient, today, row), ...patientDetailColumns(p.details) };
      return { kind: 'existing', id: row.id, change, newIds, hash: patientHash };
    } catch (err) {
      // The patient form's own refusal (e.g. a birth date in the future).
      if (err instanceof ApiException) return err.message;
      throw err;
    }
  }
  const reference = p.reference ?? '';
  const known = matchOf(sources, 'patient', [reference]);
  const ownId = reference.startsWith(`${ownBase}/Patient/`) ? /^\d{1,15}$/.exec(reference.slice(ownBase.length + '/Patient/'.length))?.[0] : undefined;
  const id = known?.entityId ?? (ownId ? Number(ownId) : null);
  const row = id ? await getPatient(db, actor.clinicId, id) : undefined;
  if (!row) return `Its patient (${reference}) is neither in the bundle nor a patient of this clinic.`;
  return { kind: 'existing', id: row.id, change: null, newIds: [], hash: null };
}

/** What differs between a stored patient and the one a bundle matched to them, if it is not the same person: birth date or family name. */
function conflictWith(row: { birthDate: string; fullName: string }, p: PatientImport): string | null {
  if (p.patient && p.patient.birthDate !== row.birthDate) return 'birth date';
  const words = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const stored = new Set(words(row.fullName));
  if (p.familyName && !words(p.familyName).every((w) => stored.has(w))) return 'family name';
  return null;
}

/** Each record as create, update or unchanged, or the reason it cannot be stored. */
function planRecords(records: ImportRecord[], hashes: string[], sources: ReadonlyMap<string, StoredSource>, target: PatientTarget) {
  const patientKey = target.kind === 'new' ? (target.matchIds[0] ?? '') : `Patient/${target.id}`;
  const planned: PlannedRecord[] = [];
  const errors: { record: ImportRecord; reason: string }[] = [];
  const claimed = new Set<string>();
  records.forEach((record, i) => {
    const hash = hashes[i]!;
    // Without any id of its own, a resource is known by its content (under its patient): the same again matches.
    const ids = record.matchIds.length ? record.matchIds : [`content:${patientKey}:${hash}`];
    if (ids.some((id) => claimed.has(`${record.kind} ${id}`))) {
      errors.push({ record, reason: `The bundle holds this ${record.resourceType} more than once.` });
      return;
    }
    for (const id of ids) claimed.add(`${record.kind} ${id}`);
    const known = matchOf(sources, record.kind, ids);
    const newIds = ids.filter((id) => !sources.has(sourceKey(record.kind, id)));
    const r = { ...record, matchIds: ids, hash, newIds };
    if (!known) planned.push({ ...r, action: 'create' });
    else if (target.kind === 'new' || known.patientId !== target.id) errors.push({ record, reason: 'It was imported before for another patient of this clinic.' });
    else planned.push({ ...r, action: known.contentHash === hash ? 'unchanged' : 'update', entityId: known.entityId });
  });
  return { records: planned, errors };
}
