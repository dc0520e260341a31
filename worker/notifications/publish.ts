import type { LiveNotification, NotificationInput } from '../../core/events';

/** The hub of one user: always named by the session's user id, never by anything from a URL. */
export function hubOf(env: Env, userId: number) {
  return env.NOTIFICATIONS.getByName(`user:${userId}`) as DurableObjectStub<import('./hub').NotificationHub>;
}

/** Sends a notification to each of the given users' hubs. */
export async function notifyUsers(env: Env, userIds: number[], input: NotificationInput): Promise<LiveNotification[]> {
  return Promise.all([...new Set(userIds)].map((id) => hubOf(env, id).notify(input)));
}

/** Closes every live socket of a user. */
export async function closeUserSockets(env: Env, userId: number, reason: string): Promise<void> {
  await hubOf(env, userId).closeAll(reason);
}
