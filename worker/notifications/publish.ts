import { regionOfId, type Region } from '../db/regions';

// Where each notification Durable Object lives. The stubs are typed by the bindings (Env), so
// callers reach an object without importing its class, and a class can reach another without the
// two modules importing each other.

/**
 * The hub of one user: always named by the session's user id, never by anything from a URL. An EU
 * user's hub lives in the EU jurisdiction when configured; a new hub is created near `locationHint`.
 */
export function hubOf(env: Env, userId: number, locationHint?: DurableObjectLocationHint) {
  const namespace = regionOfId(userId) === 'eu' && env.HUB_EU_JURISDICTION === 'on' ? env.NOTIFICATIONS.jurisdiction('eu') : env.NOTIFICATIONS;
  return namespace.getByName(`user:${userId}`, locationHint ? { locationHint } : {});
}

/** The clinic's critical-alert outbox: its EU clinics' one lives in the EU jurisdiction when configured, like their data. */
export function outboxOf(env: Env, clinicId: number) {
  const namespace = regionOfId(clinicId) === 'eu' && env.HUB_EU_JURISDICTION === 'on' ? env.CRITICAL_ALERTS.jurisdiction('eu') : env.CRITICAL_ALERTS;
  return namespace.getByName(`clinic:${clinicId}`);
}

/** The region's alert sweep (`sweep:<region>`); the EU one lives in the EU jurisdiction when configured. */
export function sweepOf(env: Env, region: Region) {
  const namespace = region === 'eu' && env.HUB_EU_JURISDICTION === 'on' ? env.ALERT_SWEEP.jurisdiction('eu') : env.ALERT_SWEEP;
  return namespace.getByName(`sweep:${region}`);
}
