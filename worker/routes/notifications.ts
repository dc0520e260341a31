import { msg } from '../../core/i18n/msg';
import { Hono } from 'hono';
import { NotificationListQuerySchema, PushPreferencesSchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '../../core/schemas/notifications';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { auditKey } from '../audit/key';
import { auditedList, queryDetail } from '../db/queries/audit';
import { sessionDb } from '../db/request-db';
import { userLocale } from '../db/queries/users';
import { hubOf } from '../notifications/publish';
import { acceptableEndpoint, vapidConfigured } from '../notifications/push';
import { fillWithheld } from '../notifications/residency';
import { validate } from '../validation';
import { shownOrRefused } from '../http/audited-read';
import { pathId } from '../http/params';

/**
 * The kept notification centre (DESIGN.md §8): every answer comes from the session user's own hub,
 * so a user can only ever read or mark their own notifications, and only those of the session's
 * active clinic (issue 21).
 */
export const notificationRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', allow('account:self'), validate('query', NotificationListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const { userId, clinicId } = c.get('session');
    const db = sessionDb(c);
    // Only what the member's current role in the clinic may read, and the read is audited like
    // every list that can name patients (a 401 once D1 says the member is disabled).
    const listed = hubOf(c.env, userId).listNotifications(clinicId, c.get('member'), q.limit, q.before);
    const page = shownOrRefused(await auditedList(db, await auditKey(c.env), { clinicId, userId, entity: 'notification', detail: queryDetail(q) }, listed), msg('Notification not found.'));
    // A clinic in another region than the account: its names and text come from its own database.
    const notifications = await fillWithheld(db, clinicId, userId, page.notifications);
    return c.json({ ...page, notifications }, 200);
  })
  .post('/read-all', allow('account:self'), async (c) => {
    const { userId, clinicId } = c.get('session');
    return c.json({ marked: await hubOf(c.env, userId).markAllRead(clinicId, c.get('member')) }, 200);
  })
  .patch('/:id/read', allow('account:self'), async (c) => {
    const id = pathId(c.req.param('id'), 'Notification');
    const { userId, clinicId } = c.get('session');
    if (!(await hubOf(c.env, userId).markRead(clinicId, c.get('member'), id))) throw new ApiException(404, msg('Notification not found.'));
    return c.json({ id, read: true }, 200);
  });

/** Web Push subscriptions of the session user (DESIGN.md §8). */
export const pushRoutes = new Hono<AppEnv>()
  .use(requireSession)
  // Push on or off per type. Not under /api/notifications: a literal segment beside
  // PATCH /api/notifications/:id/read would send the whole app to Hono's slower router.
  .get('/preferences', allow('account:self'), async (c) => {
    return c.json(await hubOf(c.env, c.get('session').userId).pushPreferences(), 200);
  })
  .patch('/preferences', allow('account:self'), validate('json', PushPreferencesSchema), async (c) => {
    return c.json(await hubOf(c.env, c.get('session').userId).setPushPreferences(c.req.valid('json')), 200);
  })
  .get('/vapid-public-key', allow('account:self'), (c) => {
    if (!vapidConfigured(c.env)) throw new ApiException(503, msg('Push notifications are not configured on this server.'));
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY! }, 200);
  })
  .post('/subscriptions', allow('account:self'), validate('json', PushSubscriptionSchema), async (c) => {
    const sub = c.req.valid('json');
    if (!acceptableEndpoint(c.env, sub.endpoint)) {
      const message = msg('The push endpoint must be an https URL of a browser push service (Google, Mozilla, Apple or Microsoft).');
      throw new ApiException(400, message, { endpoint: [message] });
    }
    const { userId, handle } = c.get('session');
    const hub = hubOf(c.env, userId);
    // Tied to this session: signing it out or revoking it ends this device's pushes too.
    await hub.addPushSubscription({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth }, handle);
    // Pushes go out in the user's language (#23); a language change in Settings tells the hub again.
    await hub.setPushLocale(await userLocale(sessionDb(c), userId));
    return c.json({ endpoint: sub.endpoint }, 201);
  })
  .delete('/subscriptions', allow('account:self'), validate('json', PushUnsubscribeSchema), async (c) => {
    const { endpoint } = c.req.valid('json');
    if (!(await hubOf(c.env, c.get('session').userId).removePushSubscription(endpoint))) throw new ApiException(404, msg('Push subscription not found.'));
    return c.json({ endpoint }, 200);
  });
