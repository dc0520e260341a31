import { msg } from '../../core/i18n/msg';
import { Hono, type Context, type TypedResponse } from 'hono';
import { PatientInputSchema, PatientListQuerySchema, PatientUpdateSchema, type Patient } from '../../core/schemas/patients';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { can } from '../../core/permissions';
import { allow } from '../auth/permissions';
import { sessionDb } from '../db/request-db';
import { listAppointments } from '../db/queries/appointments';
import { auditedJsonList, queryDetail } from '../db/queries/audit';
import { listNotes } from '../db/queries/clinical-notes';
import { listLabResultsForPatient } from '../db/queries/lab-results';
import { apiToday, createPatient, getPatient, isDuplicateMrn, listPatients, readPatientAudited, restorePatient, softDeletePatient, toPatient, updatePatient } from '../db/queries/patients';
import { patientColumns } from '../chart/patient-fields';
import type { AppEnv } from '../env';
import { idempotent } from '../middleware/idempotency';
import { ApiException } from '../errors';
import { validate } from '../validation';
import { shownOrRefused } from '../http/audited-read';
import { pathId, staleVersion } from '../http/params';

const NOT_FOUND = msg('Patient not found.');
const MRN_TAKEN = msg('Another patient of this clinic already has this record number.');

/** Runs a patient write, answering 409 on the field when the record number is taken. */
async function mrnChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isDuplicateMrn(err)) throw new ApiException(409, MRN_TAKEN, { mrn: [MRN_TAKEN] });
    throw err;
  }
}

/** A patient as the member may see it: without the condition and allergy status for roles without clinical access (front desk). */
function shownTo(c: Context<AppEnv>, patient: Patient): Patient {
  if (can(c.get('member'), 'clinical:read')) return patient;
  const { allergyStatus: _withheld, ...demographics } = patient;
  return { ...demographics, condition: null };
}

/** Roles without clinical access may not record clinical details either (the problem list and allergies are the chart's). */
function refuseClinicalInput(c: Context<AppEnv>, input: { condition?: unknown; allergyStatus?: unknown }) {
  if (can(c.get('member'), 'clinical:read')) return;
  if (input.condition !== undefined || input.allergyStatus !== undefined) throw new ApiException(403, msg('Your role in this clinic does not allow recording a condition or allergy status.'));
}

/** A patient created under an Idempotency-Key whose answer was never stored, for the retry. */
async function readCreatedPatient(c: Context<AppEnv>, id: number) {
  const row = await getPatient(sessionDb(c), c.get('session').clinicId, id);
  return row && shownTo(c, toPatient(row));
}

/** Patients of the caller's clinic (spec §7, DESIGN.md §4): list/search, create, read, update, soft delete, restore. */
export const patientRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('patients:read'), validate('query', PatientListQuerySchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const q = c.req.valid('query');
    const db = sessionDb(c);
    if (q.deleted === 'true' && !can(c.get('member'), 'patients:restore')) throw new ApiException(403, msg('Only the clinic owner can see deleted patients.'));
    const list = listPatients(db, clinicId, userId, {
      ...(q.q ? { q: q.q } : {}),
      clinical: can(c.get('member'), 'clinical:read'),
      ...(q.tab ? { tab: q.tab } : {}),
      deleted: q.deleted === 'true',
      ...(q.limit ? { limit: q.limit } : {}),
      ...(q.offset ? { offset: q.offset } : {}),
    });
    // The page arrives as JSON text built by SQLite, already in the shape `shownTo` gives, and goes
    // out as it is (db/queries/patients.ts); the declared type keeps the RPC client's view of it.
    const text = shownOrRefused(await auditedJsonList(db, await auditKey(c.env), { clinicId, userId, entity: 'patient', detail: queryDetail(q) }, list), NOT_FOUND);
    return c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<Patient[], 200, 'json'>;
  })
  .post('/', allow('patients:write'), idempotent(readCreatedPatient), validate('json', PatientInputSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const input = c.req.valid('json');
    refuseClinicalInput(c, input);
    const cols = patientColumns(input, apiToday());
    if (cols.allergyStatus === undefined) cols.allergyStatus = 'not-asked';
    const key = await auditKey(c.env);
    const row = await mrnChecked(() => createPatient(sessionDb(c), key, clinicId, userId, cols, input.condition, c.get('idempotencyClaim')));
    return c.json(shownTo(c, toPatient(row)), 201);
  })
  .get('/:id', allow('patients:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const row = shownOrRefused(await readPatientAudited(sessionDb(c), await auditKey(c.env), clinicId, userId, pathId(c.req.param('id'), 'Patient')), NOT_FOUND);
    return c.json(shownTo(c, toPatient(row)), 200);
  })
  .get('/:id/record', allow('clinical:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'Patient');
    const db = sessionDb(c);
    const row = shownOrRefused(await readPatientAudited(db, await auditKey(c.env), clinicId, userId, id), NOT_FOUND);
    const [notes, appointments, labResults] = await Promise.all([
      listNotes(db, clinicId, { patientId: id, limit: 100 }),
      listAppointments(db, clinicId, { patientId: id, limit: 200 }),
      listLabResultsForPatient(db, clinicId, id),
    ]);
    return c.json({ patient: toPatient(row), notes, appointments, labResults }, 200);
  })
  .patch('/:id', allow('patients:write'), validate('json', PatientUpdateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { version, ...input } = c.req.valid('json');
    refuseClinicalInput(c, input);
    const id = pathId(c.req.param('id'), 'Patient');
    const db = sessionDb(c);
    const current = await getPatient(db, clinicId, id);
    if (!current) throw new ApiException(404, NOT_FOUND);
    if (input.allergyStatus === 'no-known-allergies' && current.allergyStatus === 'has-allergies') {
      const message = 'This patient has active allergies on record; resolve or remove them before recording no known allergies.';
      throw new ApiException(409, message, { allergyStatus: [message] });
    }
    const cols = patientColumns(input, apiToday(), current);
    const key = await auditKey(c.env);
    const outcome = await mrnChecked(() => updatePatient(db, key, clinicId, userId, id, version, cols, input.condition, current));
    if (outcome.ok) return c.json(shownTo(c, toPatient(outcome.row)), 200);
    if (outcome.reason === 'conflict') throw staleVersion(shownTo(c, toPatient(outcome.current)), 'patient record');
    throw new ApiException(404, NOT_FOUND);
  })
  .delete('/:id', allow('patients:delete'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const ok = await softDeletePatient(sessionDb(c), await auditKey(c.env), clinicId, userId, pathId(c.req.param('id'), 'Patient'));
    if (!ok) throw new ApiException(404, NOT_FOUND);
    return c.json({ message: 'The patient has been removed from your records.' }, 200);
  })
  .post('/:id/restore', allow('patients:restore'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const db = sessionDb(c);
    const row = await restorePatient(db, await auditKey(c.env), clinicId, userId, pathId(c.req.param('id'), 'Patient'));
    if (!row) throw new ApiException(404, NOT_FOUND);
    return c.json(toPatient(row), 200);
  });
