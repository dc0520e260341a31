import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { MessageCreateSchema, MessageListQuerySchema } from '../../core/schemas/messages';
import { messagePermission } from '../../core/content-permissions';
import { can } from '../../core/permissions';
import { auditKey } from '../audit/key';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { sessionDb } from '../db/request-db';
import { auditedList, queryDetail } from '../db/queries/audit';
import { getLabResult } from '../db/queries/lab-results';
import { countUnreadMessages, getMessage, insertMessage, listMessages, markRead, messageParties } from '../db/queries/messages';
import { getPatient } from '../db/queries/patients';
import type { AppEnv } from '../env';
import { idempotent } from '../middleware/idempotency';
import { ApiException } from '../errors';
import { hubOf } from '../notifications/publish';
import { forHubOf } from '../notifications/residency';
import { validate } from '../validation';
import { shownOrRefused } from '../http/audited-read';
import { pathId } from '../http/params';

/** A real inbox between users of one clinic (DESIGN.md §4): list, send (pushed live), mark read, unread count. */
export const messageRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/unread-count', allow('messages:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    return c.json({ count: await countUnreadMessages(sessionDb(c), clinicId, userId, c.get('member')) }, 200);
  })
  // Only what the member's current role may read (a result's messages need clinical:read), and
  // the read is audited like every list that can name patients.
  .get('/', allow('messages:read'), validate('query', MessageListQuerySchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const q = c.req.valid('query');
    const db = sessionDb(c);
    const list = listMessages(db, clinicId, userId, c.get('member'), {
      ...(q.category ? { category: q.category } : {}),
      ...(q.q ? { q: q.q } : {}),
      ...(q.withUser ? { withUser: q.withUser } : {}),
    });
    const audit = { clinicId, userId, entity: 'message' as const, detail: queryDetail(q) };
    return c.json(shownOrRefused(await auditedList(db, await auditKey(c.env), audit, list), msg('Message not found.')), 200);
  })
  .post('/', allow('messages:send'), idempotent((c, id) => getMessage(sessionDb(c), c.get('session').clinicId, c.get('session').userId, id)), validate('json', MessageCreateSchema), async (c) => {
    const { clinicId, userId } = c.get('session');
    const m = c.req.valid('json');
    const db = sessionDb(c);
    const parties = await messageParties(db, clinicId, userId, m.toId);
    // A sender D1 no longer lists as active (disabled while KV still holds the session elsewhere) sends nothing.
    if (parties.senderName === null) throw new ApiException(401, msg('Not authenticated.'));
    if (!parties.recipientOk) throw new ApiException(400, msg('Please choose a recipient.'), { toId: ['Please choose a recipient.'] });
    if (m.patientId && !(await getPatient(db, clinicId, m.patientId))) throw new ApiException(404, msg('Patient not found.'), { patientId: ['Patient not found.'] });
    // Attaching a result is showing it: only a role that may read results (and no probing for their ids).
    if (m.labResultId && !can(c.get('member'), 'clinical:read')) throw new ApiException(403, msg('Your role in this clinic does not allow this.'), { labResultId: [msg('Your role in this clinic does not allow this.')] });
    if (m.labResultId && !(await getLabResult(db, clinicId, m.labResultId))) throw new ApiException(404, msg('Lab result not found.'), { labResultId: ['Lab result not found.'] });
    const id = await insertMessage(db, { clinicId, fromId: userId, toId: m.toId, content: m.content, type: m.type, priority: m.priority, patientId: m.patientId ?? null, labResultId: m.labResultId ?? null }, c.get('idempotencyClaim'));
    // The live frame goes out while the stored message is read back for the answer: the recipient
    // does not wait for that read.
    const push = hubOf(c.env, m.toId)
      .notify(forHubOf(m.toId, clinicId, { type: 'message', messageId: id, from: parties.senderName, message: m.content, priority: m.priority, ...(m.labResultId ? { labResultId: m.labResultId } : {}) }), clinicId)
      .catch((err: unknown) => console.error(JSON.stringify({ level: 'error', where: 'message push', error: (err as Error).name })));
    const [message] = await Promise.all([getMessage(db, clinicId, userId, id), push]);
    return c.json(message!, 201);
  })
  // One message of the signed-in user's (sent or received): what a notification's link opens.
  // Under /by-id/: an id beside the literal /unread-count would send the whole app to Hono's slower router.
  .get('/by-id/:id', allow('messages:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const message = await getMessage(sessionDb(c), clinicId, userId, pathId(c.req.param('id'), 'Message'));
    if (!message || !can(c.get('member'), messagePermission(message))) throw new ApiException(404, msg('Message not found.'));
    return c.json(message, 200);
  })
  .patch('/:id/read', allow('messages:read'), async (c) => {
    const { clinicId, userId } = c.get('session');
    const id = pathId(c.req.param('id'), 'Message');
    const db = sessionDb(c);
    const message = await getMessage(db, clinicId, userId, id);
    if (!message || !can(c.get('member'), messagePermission(message)) || !(await markRead(db, clinicId, userId, id))) throw new ApiException(404, msg('Message not found.'));
    return c.json({ ...message, isRead: true }, 200);
  });
