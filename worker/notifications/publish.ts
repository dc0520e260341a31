import { regionOfId } from '../db/regions';

/**
 * The hub of one user: always named by the session's user id, never by anything from a URL. An EU
 * user's hub lives in the EU jurisdiction when configured; a new hub is created near `locationHint`.
 */
export function hubOf(env: Env, userId: number, locationHint?: DurableObjectLocationHint) {
  const namespace = regionOfId(userId) === 'eu' && env.HUB_EU_JURISDICTION === 'on' ? env.NOTIFICATIONS.jurisdiction('eu') : env.NOTIFICATIONS;
  return namespace.getByName(`user:${userId}`, locationHint ? { locationHint } : {}) as DurableObjectStub<import('./hub').NotificationHub>;
}

