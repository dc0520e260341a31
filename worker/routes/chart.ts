import { msg } from '../../core/i18n/msg';
import { Hono, type Context, type TypedResponse } from 'hono';
import {
  AllergyInputSchema,
  AllergyUpdateSchema,
  ChartListQuerySchema,
  MedicationInputSchema,
  MedicationUpdateSchema,
  ObservationInputSchema,
  PatientMedicationCheckSchema,
  ObservationUpdateSchema,
  ProblemInputSchema,
  ProblemUpdateSchema,
  type Medication,
  type MedicationCreated,
  type MedicationSafetyConflict,
  type PatientMedicationCheck,
  type PatientChart,
} from '../../core/schemas/chart';
import { conceptLabel } from '../../core/schemas/coding';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { blocksSave, checkMedicationSafety, checkSelectionForPatient, type MedicationSafetyCheck } from '../chart/medication-safety';
import { chartPatientContext } from '../chart/patient-safety';
import { sessionDb } from '../db/request-db';
import { createAllergy, deleteAllergy, listAllergies, toAllergy, updateAllergy } from '../db/queries/allergies';
import { listAppointments } from '../db/queries/appointments';
import { chartItemsBatch, medicationCheckBatch } from '../db/queries/chart-batches';
import { keepsCodeOrText, recorderNames, type ItemOutcome, type Recorder } from '../db/queries/chart-items';
import { auditKey } from '../audit/key';
import { listNotes } from '../db/queries/clinical-notes';
import { listLabResultsForPatient } from '../db/queries/lab-results';
import { createMedication, deleteMedication, listMedications, toMedication, updateMedication, type MedicationCheckAnswer } from '../db/queries/medications';
import { createObservation, deleteObservation, latestVitalsJson, listObservations, toObservation, updateObservation } from '../db/queries/observations';
import { toEncounter, toImmunization, toProcedure } from '../db/queries/history-items';
import { getPatient, readPatientAudited, toPatient, type PatientRow } from '../db/queries/patients';
import { createProblem, deleteProblem, listProblems, toProblem, updateProblem } from '../db/queries/problems';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { idempotent } from '../middleware/idempotency';
import { validate } from '../validation';
import { shownOrRefused } from '../http/audited-read';
import { pathId, staleVersion } from '../http/params';

const PATIENT_NOT_FOUND = msg('Patient not found.');
const SEVERE_ALERT = 'This medication has a severe safety alert. Review the alerts; to prescribe it anyway, save again with an override reason.';

/** The patient of the path, live and of the caller's clinic (or 404), and who records a change to it. */
async function patientOf(c: Context<AppEnv>): Promise<{ db: Db; r: Recorder & { userId: number }; patient: PatientRow }> {
  const { clinicId, userId } = c.get('session');
  const patientId = pathId(c.req.param('id'), 'Patient');
  const db = sessionDb(c);
  const [patient, key] = await Promise.all([getPatient(db, clinicId, patientId), auditKey(c.env)]);
  if (!patient) throw new ApiException(404, PATIENT_NOT_FOUND);
  return { db, r: { key, clinicId, userId, patientId }, patient };
}

/** A list read of the patient's record: audited like reading the patient (and refused to a disabled reader). */
async function patientOfAudited(c: Context<AppEnv>): Promise<{ db: Db; clinicId: number; patientId: number; patient: PatientRow }> {
  const { clinicId, userId } = c.get('session');
  const patientId = pathId(c.req.param('id'), 'Patient');
  const db = sessionDb(c);
  const patient = shownOrRefused(await readPatientAudited(db, await auditKey(c.env), clinicId, userId, patientId), PATIENT_NOT_FOUND);
  return { db, clinicId, patientId, patient };
}

/** The item of an edit, or the error to answer. */
function edited<T>(outcome: ItemOutcome<T>, shown: (row: T) => unknown, what: string): T {
  if (outcome.ok) return outcome.row;
  if (outcome.reason === 'conflict') throw staleVersion(shown(outcome.current), what);
  throw new ApiException(404, `${what[0]!.toUpperCase()}${what.slice(1)} not found.`);
}

/**
 * The safety check a medication create kept with its key (keyWithRecord), for the retry's answer.
 * A key written before the check was kept cannot say what was found, so it says so: never an empty check.
 */
function medicationCheckOf(unsaved: unknown, medication: Medication): MedicationCheckAnswer {
  const kept = unsaved as Partial<MedicationCheckAnswer> | undefined;
  if (Array.isArray(kept?.alerts) && Array.isArray(kept.notChecked)) return { alerts: kept.alerts, notChecked: kept.notChecked, patientNotChecked: Array.isArray(kept.patientNotChecked) ? kept.patientNotChecked : [] };
  const label = conceptLabel(medication);
  const message = `${label} was saved, but the answer of its safety check was lost: check it yourself against the patient's medications and allergies.`;
  return { alerts: [{ kind: 'unchecked', severity: 'moderate', message }], notChecked: [label], patientNotChecked: [] };
}

/** A chart item created under an Idempotency-Key whose answer was never stored, for the retry. */
function readCreatedItem(kind: 'problems' | 'allergies' | 'medications' | 'observations') {
  return async (c: Context<AppEnv>, id: number, unsaved: unknown): Promise<unknown> => {
    const { clinicId } = c.get('session');
    const db = sessionDb(c);
    const patientId = pathId(c.req.param('id'), 'Patient');
    const names = await recorderNames(db, clinicId, [c.get('session').userId]);
    const list =
      kind === 'problems'
        ? (await listProblems(db, clinicId, patientId)).map((r) => toProblem(r, names))
        : kind === 'allergies'
          ? (await listAllergies(db, clinicId, patientId)).map((r) => toAllergy(r, names))
          : kind === 'medications'
            ? (await listMedications(db, clinicId, patientId)).map((r) => toMedication(r, names)).map((medication) => ({ medication, ...medicationCheckOf(unsaved, medication) }))
            : (await listObservations(db, clinicId, patientId)).map((r) => toObservation(r, names));
    return list.find((x) => ('medication' in x ? x.medication.id : x.id) === id);
  };
}

/** Names of the members who recorded these rows. */
function namesFor(db: Db, clinicId: number, rows: readonly { recordedBy: number | null }[]) {
  return recorderNames(
    db,
    clinicId,
    rows.map((r) => r.recordedBy),
  );
}

/**
 * The patient chart (DESIGN.md §8, issue 18): the whole chart in one answer, and per kind of item
 * list, add, edit (versioned) and soft delete. Any signed-in member of the patient's clinic.
 */
export const chartRoutes = new Hono<AppEnv>()
  .get('/:id/chart', requireSession, allow('clinical:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const patientId = pathId(c.req.param('id'), 'Patient');
    const db = sessionDb(c);
    // The chart's own items in one D1 round trip; the older lists beside it.
    const [read, [problems, allergies, medications, members, observations, vitals, encounters, immunizations, procedures], results, notes, appointments] = await Promise.all([
      auditKey(c.env).then((key) => readPatientAudited(db, key, clinicId, userId, patientId)),
      chartItemsBatch(db, clinicId, patientId),
      listLabResultsForPatient(db, clinicId, patientId),
      listNotes(db, clinicId, { patientId, limit: 100 }),
      listAppointments(db, clinicId, { patientId, limit: 200 }),
    ]);
    const patient = shownOrRefused(read, PATIENT_NOT_FOUND);
    const names = new Map(members.map((m) => [m.id, m.name]));
    const rest: Omit<PatientChart, 'observations' | 'latestVitals'> = {
      patient: toPatient(patient),
      problems: problems.map((p) => toProblem(p, names)),
      allergies: allergies.map((a) => toAllergy(a, names)),
      medications: medications.map((m) => toMedication(m, names)),
      results,
      notes,
      appointments: [...appointments].sort((a, b) => b.dateTime.localeCompare(a.dateTime)),
      encounters: encounters.map((e) => toEncounter(e, names)),
      immunizations: immunizations.map((i) => toImmunization(i, names)),
      procedures: procedures.map((p) => toProcedure(p, names)),
    };
    // The observations arrive as JSON text from SQLite (db/queries/observations.ts) and are spliced
    // in unparsed; the declared type keeps the RPC client's view of the answer.
    const text = `${JSON.stringify(rest).slice(0, -1)},"observations":${observations?.j ?? '[]'},"latestVitals":${latestVitalsJson(vitals)}}`;
    return c.body(text, 200, { 'Content-Type': 'application/json; charset=UTF-8' }) as unknown as TypedResponse<PatientChart, 200, 'json'>;
  })

  // ── problems ──
  .get('/:id/problems', requireSession, allow('clinical:read'), validate('query', ChartListQuerySchema), async (c) => {
    const { db, clinicId, patientId } = await patientOfAudited(c);
    const rows = await listProblems(db, clinicId, patientId, { history: c.req.valid('query').history === 'true' });
    const names = await namesFor(db, clinicId, rows);
    return c.json(rows.map((r) => toProblem(r, names)), 200);
  })
  .post('/:id/problems', requireSession, allow('chart:write'), idempotent(readCreatedItem('problems')), validate('json', ProblemInputSchema), async (c) => {
    const { db, r } = await patientOf(c);
    const row = await createProblem(db, r, c.req.valid('json'), c.get('idempotencyClaim'));
    return c.json(toProblem(row, await namesFor(db, r.clinicId, [row])), 201);
  })
  .patch('/:id/problems/:itemId', requireSession, allow('chart:write'), validate('json', ProblemUpdateSchema), async (c) => {
    const { db, r } = await patientOf(c);
    const { version, ...change } = c.req.valid('json');
    const names = await namesFor(db, r.clinicId, [{ recordedBy: r.userId }]);
    const e = { ...r, itemId: pathId(c.req.param('itemId'), 'Problem'), version };
    await keepsCodeOrText(db, 'problems', e, change, 'Please enter the problem or choose a code.');
    const row = edited(await updateProblem(db, e, change), (r) => toProblem(r, names), 'problem');
    return c.json(toProblem(row, await namesFor(db, r.clinicId, [row])), 200);
  })
  .delete('/:id/problems/:itemId', requireSession, allow('chart:write'), async (c) => {
    const { db, r } = await patientOf(c);
    if (!(await deleteProblem(db, { ...r, itemId: pathId(c.req.param('itemId'), 'Problem') }))) throw new ApiException(404, msg('Problem not found.'));
    return c.json({ message: 'The problem has been removed from the chart.' }, 200);
  })

  // ── allergies ──
  .get('/:id/allergies', requireSession, allow('clinical:read'), validate('query', ChartListQuerySchema), async (c) => {
    const { db, clinicId, patientId } = await patientOfAudited(c);
    const rows = await listAllergies(db, clinicId, patientId, { history: c.req.valid('query').history === 'true' });
    const names = await namesFor(db, clinicId, rows);
    return c.json(rows.map((r) => toAllergy(r, names)), 200);
  })
  .post('/:id/allergies', requireSession, allow('chart:write'), idempotent(readCreatedItem('allergies')), validate('json', AllergyInputSchema), async (c) => {
    const { db, r } = await patientOf(c);
    const row = await createAllergy(db, r, c.req.valid('json'), c.get('idempotencyClaim'));
    return c.json(toAllergy(row, await namesFor(db, r.clinicId, [row])), 201);
  })
  .patch('/:id/allergies/:itemId', requireSession, allow('chart:write'), validate('json', AllergyUpdateSchema), async (c) => {
    const { db, r } = await patientOf(c);
    const { version, ...change } = c.req.valid('json');
    const names = await namesFor(db, r.clinicId, [{ recordedBy: r.userId }]);
    const e = { ...r, itemId: pathId(c.req.param('itemId'), 'Allergy'), version };
    await keepsCodeOrText(db, 'allergies', e, change, 'Please enter the substance or choose a code.');
    const row = edited(await updateAllergy(db, e, change), (r) => toAllergy(r, names), 'allergy');
    return c.json(toAllergy(row, await namesFor(db, r.clinicId, [row])), 200);
  })
  .delete('/:id/allergies/:itemId', requireSession, allow('chart:write'), async (c) => {
    const { db, r } = await patientOf(c);
    if (!(await deleteAllergy(db, { ...r, itemId: pathId(c.req.param('itemId'), 'Allergy') }))) throw new ApiException(404, msg('Allergy not found.'));
    return c.json({ message: 'The allergy has been removed from the chart.' }, 200);
  })

  // ── medications ──
  .get('/:id/medications', requireSession, allow('clinical:read'), validate('query', ChartListQuerySchema), async (c) => {
    const { db, clinicId, patientId } = await patientOfAudited(c);
    const rows = await listMedications(db, clinicId, patientId, { history: c.req.valid('query').history === 'true' });
    const names = await namesFor(db, clinicId, rows);
    return c.json(rows.map((r) => toMedication(r, names)), 200);
  })
  .post('/:id/medications', requireSession, allow('medications:prescribe'), idempotent(readCreatedItem('medications')), validate('json', MedicationInputSchema), async (c) => {
    const { db, r, patient } = await patientOf(c);
    const input = c.req.valid('json');
    // A medication recorded as already stopped (history) is not being prescribed: nothing to check.
    let check: MedicationSafetyCheck = { alerts: [], notChecked: [], patientNotChecked: [] };
    if (input.status === 'active') {
      // One D1 round trip: the active list, allergies, problems and the latest value of each code the patient checks read.
      const [meds, allergies, problems, latest] = await medicationCheckBatch(db, r.clinicId, r.patientId);
      check = checkMedicationSafety(
        input,
        meds.filter((m) => m.status === 'active'),
        allergies.filter((a) => a.clinicalStatus === 'active'),
        { context: chartPatientContext(patient, latest, problems) },
      );
    }
    const { alerts, notChecked, patientNotChecked } = check;
    if (blocksSave(alerts) && !input.overrideReason) {
      return c.json({ message: SEVERE_ALERT, alerts, notChecked, patientNotChecked, requestId: c.get('requestId') } satisfies MedicationSafetyConflict & { requestId: string }, 409);
    }
    const row = await createMedication(db, r, input, { alerts, notChecked, patientNotChecked }, c.get('idempotencyClaim'));
    return c.json({ medication: toMedication(row, await namesFor(db, r.clinicId, [row])), alerts, notChecked, patientNotChecked } satisfies MedicationCreated, 201);
  })
  .post('/:id/medication-check', requireSession, allow('clinical:read'), validate('json', PatientMedicationCheckSchema), async (c) => {
    const { db, clinicId, patientId, patient } = await patientOfAudited(c);
    const [meds, , problems, latest] = await medicationCheckBatch(db, clinicId, patientId);
    const context = chartPatientContext(patient, latest, problems);
    const { alerts, notChecked, patientNotChecked } = checkSelectionForPatient(c.req.valid('json').medications, meds.filter((m) => m.status === 'active'), { context });
    return c.json({ alerts, notChecked, patientNotChecked } satisfies PatientMedicationCheck, 200);
  })
  .patch('/:id/medications/:itemId', requireSession, allow('medications:prescribe'), validate('json', MedicationUpdateSchema), async (c) => {
    const { db, r } = await patientOf(c);
    const { version, ...change } = c.req.valid('json');
    const names = await namesFor(db, r.clinicId, [{ recordedBy: r.userId }]);
    const e = { ...r, itemId: pathId(c.req.param('itemId'), 'Medication'), version };
    const row = edited(await updateMedication(db, e, change), (r) => toMedication(r, names), 'medication');
    return c.json(toMedication(row, await namesFor(db, r.clinicId, [row])), 200);
  })
  .delete('/:id/medications/:itemId', requireSession, allow('medications:prescribe'), async (c) => {
    const { db, r } = await patientOf(c);
    if (!(await deleteMedication(db, { ...r, itemId: pathId(c.req.param('itemId'), 'Medication') }))) throw new ApiException(404, msg('Medication not found.'));
    return c.json({ message: 'The medication has been removed from the chart.' }, 200);
  })

  // ── observations ──
  .get('/:id/observations', requireSession, allow('clinical:read'), validate('query', ChartListQuerySchema), async (c) => {
    const { db, clinicId, patientId } = await patientOfAudited(c);
    const rows = await listObservations(db, clinicId, patientId, { history: c.req.valid('query').history === 'true' });
    const names = await namesFor(db, clinicId, rows);
    return c.json(rows.map((r) => toObservation(r, names)), 200);
  })
  .post('/:id/observations', requireSession, allow('chart:write'), idempotent(readCreatedItem('observations')), validate('json', ObservationInputSchema), async (c) => {
    const { db, r } = await patientOf(c);
    const row = await createObservation(db, r, c.req.valid('json'), c.get('idempotencyClaim'));
    return c.json(toObservation(row, await namesFor(db, r.clinicId, [row])), 201);
  })
  .patch('/:id/observations/:itemId', requireSession, allow('chart:write'), validate('json', ObservationUpdateSchema), async (c) => {
    const { db, r } = await patientOf(c);
    const { version, ...change } = c.req.valid('json');
    const names = await namesFor(db, r.clinicId, [{ recordedBy: r.userId }]);
    const e = { ...r, itemId: pathId(c.req.param('itemId'), 'Observation'), version };
    await keepsCodeOrText(db, 'observations', e, change, 'Please enter what was measured or choose a LOINC code.');
    const row = edited(await updateObservation(db, e, change), (r) => toObservation(r, names), 'observation');
    return c.json(toObservation(row, await namesFor(db, r.clinicId, [row])), 200);
  })
  .delete('/:id/observations/:itemId', requireSession, allow('chart:write'), async (c) => {
    const { db, r } = await patientOf(c);
    if (!(await deleteObservation(db, { ...r, itemId: pathId(c.req.param('itemId'), 'Observation') }))) throw new ApiException(404, msg('Observation not found.'));
    return c.json({ message: 'The observation has been removed from the chart.' }, 200);
  });
