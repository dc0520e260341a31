import { and, eq, inArray } from 'drizzle-orm';
import { PERMISSIONS } from '../../../core/permissions';
import type { EscalationSettingsUpdate } from '../../../core/schemas/escalation';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { Db } from '../client';
import { activeMemberOf } from './memberships';
import { clinics, memberships, users } from '../schema';
import { auditInsert } from './audit';

/** Who an alert about a critical result went to, and why (kept in the alert's audit row). */
export type AlertReason = 'critical' | 'escalation' | 'on-call' | 'owner';

/** A clinic's escalation settings: re-alerts before the hand-off, and the on-call doctor (null: the owners). */
export async function getEscalationSettings(db: Db, clinicId: number): Promise<{ handoffAfter: number; onCallUserId: number | null }> {
  const row = await db
    .select({ handoffAfter: clinics.escalationHandoffAfter, onCallUserId: clinics.onCallUserId })
    .from(clinics)
    .where(eq(clinics.id, clinicId))
    .get();
  return row ?? { handoffAfter: 3, onCallUserId: null };
}

/** The clinic's active doctors by name: who can be on call. */
export async function listClinicDoctors(db: Db, clinicId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(memberships, activeMemberOf(clinicId))
    .where(eq(memberships.role, 'doctor'))
    .orderBy(users.name)
    .all();
}

/**
 * Saves the settings; an on-call id that is not an active doctor of this clinic (another clinic's,
 * a nurse, a disabled member) saves nothing and answers false.
 */
export async function updateEscalationSettings(db: Db, clinicId: number, changes: EscalationSettingsUpdate): Promise<boolean> {
  if (changes.onCallUserId !== undefined && changes.onCallUserId !== null) {
    const doctors = await listClinicDoctors(db, clinicId);
    if (!doctors.some((d) => d.id === changes.onCallUserId)) return false;
  }
  const set = Object.fromEntries(
    Object.entries({ escalationHandoffAfter: changes.handoffAfter, onCallUserId: changes.onCallUserId }).filter(([, v]) => v !== undefined),
  );
  if (Object.keys(set).length > 0) await db.update(clinics).set(set).where(eq(clinics.id, clinicId));
  return true;
}

/**
 * Who an unreviewed critical result is handed to: the on-call doctor while they are an active
 * doctor of the clinic, otherwise every active owner.
 */
export async function handoffRecipients(db: Db, clinicId: number, onCallUserId: number | null): Promise<{ ids: number[]; reason: 'on-call' | 'owner' }> {
  if (onCallUserId !== null) {
    const onCall = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(memberships, activeMemberOf(clinicId))
      .where(and(eq(users.id, onCallUserId), eq(memberships.role, 'doctor')))
      .get();
    if (onCall) return { ids: [onCall.id], reason: 'on-call' };
  }
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, activeMemberOf(clinicId))
    // Only owners whose role may read results: an alert names the patient and the test, which a
    // front-desk owner (a practice manager) must never see (DESIGN.md §8).
    .where(and(eq(memberships.owner, true), inArray(memberships.role, PERMISSIONS['clinical:read'].roles)))
    .all();
  return { ids: owners.map((o) => o.id), reason: 'owner' };
}

/**
 * Audit rows for alerts about a result, one per person alerted (action 'alert', the user column
 * naming who was alerted, `detail` why and which re-alert it was): with the 'review' row, the trail
 * shows who was alerted when and who acknowledged it. Signed, as statements for a batch (the
 * outbox writes them with the delivery they record).
 */
export async function alertAuditStatements(
  db: Db,
  key: AuditKey,
  clinicId: number,
  result: { id: number; patientId: number },
  alerts: { userId: number; reason: AlertReason; escalation?: number }[],
) {
  const rows = await Promise.all(
    alerts.map((a) =>
      signAudit(key, {
        clinicId,
        userId: a.userId,
        patientId: result.patientId,
        action: 'alert',
        entity: 'lab_result',
        entityId: result.id,
        detail: a.escalation === undefined ? { reason: a.reason } : { reason: a.reason, escalation: a.escalation },
      }),
    ),
  );
  return rows.map((r) => auditInsert(db, r));
}

