import { msg } from '../../core/i18n/msg';
import { Hono, type Context } from 'hono';
import { NoteCreateSchema, NoteDeleteSchema, NoteListQuerySchema, NoteUpdateSchema } from '../../core/schemas/clinical-notes';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { sessionDb } from '../db/request-db';
import { createNote, deleteNote, getNote, listNotesAudited, readNoteHistoryAudited, updateNote, type NoteEditor } from '../db/queries/clinical-notes';
import { getPatient } from '../db/queries/patients';
import { getPublicUser } from '../db/queries/users';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { idempotent } from '../middleware/idempotency';
import { ApiException } from '../errors';
import { validate } from '../validation';
import { shownOrRefused } from '../http/audited-read';
import { pathId, staleVersion } from '../http/params';

const NOT_FOUND = msg('Clinical note not found.');
const ONLY_AUTHOR = msg('Only the note’s author or a clinic owner can change or delete this note.');

/** The signed-in user as a note editor: their id, and whether D1 says they own the clinic. */
async function editorOf(c: Context<AppEnv>, db: Db): Promise<NoteEditor> {
  const { userId, clinicId } = c.get('session');
  const me = await getPublicUser(db, userId, clinicId);
  return { userId, isOwner: me?.clinicRole === 'owner' };
}

/**
 * Clinical notes: per patient, the clinic's recent ones (dashboard), create, edit (versioned, the
 * replaced text kept), history, delete (soft, with a reason). Only the author or an owner changes a note.
 */
export const clinicalNoteRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('clinical:read'), validate('query', NoteListQuerySchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const q = c.req.valid('query');
    const query = { ...(q.patientId ? { patientId: q.patientId } : {}), limit: q.limit ?? 20 };
    return c.json(shownOrRefused(await listNotesAudited(sessionDb(c), await auditKey(c.env), clinicId, userId, query), 'Patient not found.'), 200);
  })
  .post('/', allow('notes:sign'), idempotent((c, id) => getNote(sessionDb(c), c.get('session').clinicId, id)), validate('json', NoteCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const { patientId, noteContent } = c.req.valid('json');
    const db = sessionDb(c);
    if (!(await getPatient(db, clinicId, patientId))) throw new ApiException(404, msg('Patient not found.'), { patientId: ['Patient not found.'] });
    return c.json(await createNote(db, await auditKey(c.env), clinicId, userId, patientId, noteContent, c.get('idempotencyClaim')), 201);
  })
  .get('/:id/history', allow('clinical:read'), async (c) => {
    const db = sessionDb(c);
    const id = pathId(c.req.param('id'), 'Clinical note');
    const read = await readNoteHistoryAudited(db, await auditKey(c.env), c.get('session').clinicId, await editorOf(c, db), id);
    return c.json(shownOrRefused(read, NOT_FOUND), 200);
  })
  .patch('/:id', allow('notes:sign'), validate('json', NoteUpdateSchema), async (c) => {
    const { clinicId } = c.get('session');
    const { noteContent, version } = c.req.valid('json');
    const db = sessionDb(c);
    const id = pathId(c.req.param('id'), 'Clinical note');
    const outcome = await updateNote(db, await auditKey(c.env), clinicId, await editorOf(c, db), id, version, noteContent);
    if (outcome.ok) return c.json(outcome.row, 200);
    if (outcome.reason === 'conflict') throw staleVersion(outcome.current, 'note');
    if (outcome.reason === 'forbidden') throw new ApiException(403, ONLY_AUTHOR);
    throw new ApiException(404, NOT_FOUND);
  })
  .delete('/:id', allow('notes:sign'), validate('json', NoteDeleteSchema), async (c) => {
    const { clinicId } = c.get('session');
    const { reason } = c.req.valid('json');
    const db = sessionDb(c);
    const id = pathId(c.req.param('id'), 'Clinical note');
    const outcome = await deleteNote(db, await auditKey(c.env), clinicId, await editorOf(c, db), id, reason);
    if (outcome === 'forbidden') throw new ApiException(403, ONLY_AUTHOR);
    if (outcome === 'not-found') throw new ApiException(404, NOT_FOUND);
    return c.json({ message: 'Note deleted.' }, 200);
  });
