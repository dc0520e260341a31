import { DurableObject } from 'cloudflare:workers';
import { getDb } from '../db/client';
import { isRegion, regionDatabase, REGIONS } from '../db/regions';
import { clinicsWithOverdueAlerts, queueUnalertedCriticalResults } from '../db/queries/critical-alerts';
import { outboxOf, sweepOf } from './publish';

/** How often each region's sweep looks for critical results nobody is alerting about. */
export const ALERT_SWEEP_INTERVAL_MS = 5 * 60_000;
/** Clinics one sweep hands to their outbox objects; more wait for the next sweep. */
const CLINICS_PER_SWEEP = 200;

let armedInThisIsolate = false;

/**
 * Makes sure every region's sweep is running (there is no cron: the sweep is an alarm that re-arms
 * itself). Once per Worker isolate, off the request's path; a failure is retried by the next request.
 */
export function armAlertSweepsOnce(env: Env, ctx: ExecutionContext): void {
  if (armedInThisIsolate) return;
  armedInThisIsolate = true;
  ctx.waitUntil(
    Promise.all(REGIONS.map((region) => sweepOf(env, region).ensureArmed())).catch((err: unknown) => {
      armedInThisIsolate = false;
      console.error(JSON.stringify({ level: 'error', where: 'armAlertSweepsOnce', error: (err as Error)?.name ?? 'Error' }));
    }),
  );
}

/**
 * One per region: every few minutes it gives a pending alert to every critical result that is
 * unreviewed and was never alerted (stored before the outbox, or written around it), and asks each
 * clinic with an alert due to deliver it, so an outbox object that lost its alarm, or that the
 * request path could not reach, still delivers. Nothing here depends on any request arriving.
 */
export class CriticalAlertSweep extends DurableObject<Env> {
  /** Arms the sweep when it is not armed (it then runs for good). */
  async ensureArmed(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + ALERT_SWEEP_INTERVAL_MS);
  }

  override async alarm(): Promise<void> {
    // Re-armed first: the sweep goes on even when this one fails.
    await this.ctx.storage.setAlarm(Date.now() + ALERT_SWEEP_INTERVAL_MS);
    const region = /^sweep:(\w+)$/.exec(this.ctx.id.name ?? '')?.[1];
    if (!isRegion(region)) {
      console.error(JSON.stringify({ level: 'error', where: 'CriticalAlertSweep', reason: 'unknown-region' }));
      return;
    }
    const db = getDb(regionDatabase(this.env, region));
    try {
      const now = new Date();
      await queueUnalertedCriticalResults(db, now);
      const clinics = await clinicsWithOverdueAlerts(db, now, CLINICS_PER_SWEEP);
      const outcomes = await Promise.allSettled(clinics.map((clinicId) => outboxOf(this.env, clinicId).deliver()));
      const failed = outcomes.filter((o) => o.status === 'rejected').length;
      if (failed > 0) console.error(JSON.stringify({ level: 'error', where: 'CriticalAlertSweep', unreachableOutboxes: failed }));
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', where: 'CriticalAlertSweep', error: (err as Error)?.name ?? 'Error' }));
    }
  }
}
