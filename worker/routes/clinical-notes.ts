import { Hono } from 'hono';
import { NoteCreateSchema, NoteListQuerySchema, NoteUpdateSchema } from '../../core/schemas/clinical-notes';
import { requireSession } from '../auth/middleware';
import { sessionDb } from '../db/request-db';
import { createNote, deleteNote, listNotes, listPatientNotesAudited, updateNote } from '../db/queries/clinical-notes';
import { getPatient } from '../db/queries/patients';
import type { AppEnv } from '../env';
import { idempotent } from '../middleware/idempotency';
import { ApiException } from '../errors';
import { validate } from '../validation';
import { shownOrRefused } from './audited-read';
import { pathId, staleVersion } from './params';

const NOT_FOUND = 'Clinical note not found.';

/** Clinical notes: per patient, the clinic's recent ones (dashboard), create, edit (versioned), delete. */
export const clinicalNoteRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', validate('query', NoteListQuerySchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const q = c.req.valid('query');
    const db = sessionDb(c);
    const limit = q.limit ?? 20;
    if (!q.patientId) return c.json(await listNotes(db, clinicId, { limit }), 200);
    // One patient's notes are a read of their record: audited.
    return c.json(shownOrRefused(await listPatientNotesAudited(db, clinicId, userId, q.patientId, limit), 'Patient not found.'), 200);
  })
  .post('/', idempotent, validate('json', NoteCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { patientId, noteContent } = c.req.valid('json');
    const db = sessionDb(c);
    if (!(await getPatient(db, clinicId, patientId))) throw new ApiException(404, 'Patient not found.', { patientId: ['Patient not found.'] });
    return c.json(await createNote(db, clinicId, userId, patientId, noteContent), 201);
  })
  .patch('/:id', validate('json', NoteUpdateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { noteContent, version } = c.req.valid('json');
    const outcome = await updateNote(sessionDb(c), clinicId, userId, pathId(c.req.param('id'), 'Clinical note'), version, noteContent);
    if (outcome.ok) return c.json(outcome.row, 200);
    if (outcome.reason === 'conflict') throw staleVersion(outcome.current, 'note');
    throw new ApiException(404, NOT_FOUND);
  })
  .delete('/:id', async (c) => {
    const { clinicId, userId } = c.get('session');
    if (!(await deleteNote(sessionDb(c), clinicId, userId, pathId(c.req.param('id'), 'Clinical note')))) throw new ApiException(404, NOT_FOUND);
    return c.json({ message: 'Note deleted.' }, 200);
  });
