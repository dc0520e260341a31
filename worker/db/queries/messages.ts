import { and, desc, eq, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { can, type Membership } from '../../../core/permissions';
import type { Message } from '../../../core/schemas/messages';
import type { Db } from '../client';
import { activeMemberOf } from './memberships';
import { memberships, messages, patients, users } from '../schema';
import { keyWithRecord, type IdempotencyClaim } from './idempotency';

const sender = alias(users, 'sender');
const recipient = alias(users, 'recipient');
/** Name shown for messages MedAssist itself sends (result alerts). */
export const SYSTEM_SENDER = 'MedAssist Results';

type Row = { m: typeof messages.$inferSelect; fromName: string | null; toName: string | null; patientName: string | null; patientDeleted: Date | null };

function toMessage(r: Row): Message {
  return {
    id: r.m.id,
    fromId: r.m.fromId,
    fromName: r.m.fromId === null ? SYSTEM_SENDER : (r.fromName ?? 'Former colleague'),
    toId: r.m.toId,
    toName: r.toName ?? '',
    content: r.m.content,
    sentAt: r.m.sentAt.toISOString(),
    isRead: r.m.isRead,
    type: r.m.type,
    priority: r.m.priority,
    patientId: r.patientDeleted ? null : r.m.patientId,
    patientName: r.patientDeleted ? null : r.patientName,
    labResultId: r.m.labResultId,
  };
}

/**
 * Messages `reader` (the member's current role) may see: one MedAssist sent (a result announcement)
 * or one with a result attached needs clinical:read, the rule of core/content-permissions.ts
 * `messagePermission`. Undefined when every message is shown.
 */
function shownTo(reader: Membership) {
  return can(reader, 'clinical:read') ? undefined : not(or(isNull(messages.fromId), isNotNull(messages.labResultId))!);
}

function joined(db: Db) {
  return db
    .select({ m: messages, fromName: sender.name, toName: recipient.name, patientName: patients.fullName, patientDeleted: patients.deletedAt })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.fromId))
    .leftJoin(recipient, eq(recipient.id, messages.toId))
    .leftJoin(patients, and(eq(patients.id, messages.patientId), eq(patients.clinicId, messages.clinicId)));
}

/**
 * A user's messages within their clinic that their current role (`reader`) may see, newest first:
 * received ones (the inbox), or with `withUser` the conversation both ways. Category and text
 * filters as the inbox offers them.
 */
export async function listMessages(
  db: Db,
  clinicId: number,
  userId: number,
  reader: Membership,
  f: { category?: string; q?: string; withUser?: number; limit?: number } = {},
): Promise<Message[]> {
  const q = f.q?.trim().slice(0, 40).replace(/[%_\\]/g, (ch) => `\\${ch}`);
  const scope = f.withUser
    ? or(and(eq(messages.toId, userId), eq(messages.fromId, f.withUser)), and(eq(messages.fromId, userId), eq(messages.toId, f.withUser)))
    : eq(messages.toId, userId);
  const rows = await joined(db)
    .where(
      and(
        eq(messages.clinicId, clinicId),
        scope,
        shownTo(reader),
        f.category && f.category !== 'all' ? eq(messages.type, f.category) : undefined,
        q ? or(sql`${messages.content} LIKE ${`%${q}%`} ESCAPE '\\'`, sql`${sender.name} LIKE ${`%${q}%`} ESCAPE '\\'`) : undefined,
      ),
    )
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(f.limit ?? 200)
    .all();
  return rows.map(toMessage);
}

/** One message the user sent or received. */
export async function getMessage(db: Db, clinicId: number, userId: number, id: number): Promise<Message | undefined> {
  const row = await joined(db)
    .where(and(eq(messages.id, id), eq(messages.clinicId, clinicId), or(eq(messages.toId, userId), eq(messages.fromId, userId))))
    .get();
  return row ? toMessage(row) : undefined;
}

/** A new message; `fromId` null for MedAssist's own alerts. */
type NewMessage = { clinicId: number; fromId: number | null; toId: number; content: string; type: string; priority: string; patientId?: number | null; labResultId?: number | null };

const messageInsert = (db: Db, v: NewMessage) => db.insert(messages).values({ ...v, patientId: v.patientId ?? null, labResultId: v.labResultId ?? null }).returning({ id: messages.id });

/** Stores a message. With `key`, the Idempotency-Key goes in with it, in one batch. */
export async function insertMessage(db: Db, v: NewMessage, claim?: IdempotencyClaim): Promise<number> {
  const [inserted] = await db.batch([messageInsert(db, v), ...(claim ? [keyWithRecord(db, claim, messages)] : [])]);
  return inserted[0]!.id;
}

/** Stores several messages (a new result's, one per recipient) in one batch; answers their ids in order. */
export async function insertMessages(db: Db, rows: NewMessage[]): Promise<number[]> {
  const [first, ...rest] = rows.map((v) => messageInsert(db, v));
  if (!first) return [];
  return (await db.batch([first, ...rest])).map((inserted) => inserted[0]!.id);
}

/** Marks a received message read; false when it is not the user's. */
export async function markRead(db: Db, clinicId: number, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.id, id), eq(messages.clinicId, clinicId), eq(messages.toId, userId)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** Unread messages addressed to a user within their clinic that their current role (`reader`) may see. */
export async function countUnreadMessages(db: Db, clinicId: number, userId: number, reader: Membership): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(messages)
    .where(and(eq(messages.clinicId, clinicId), eq(messages.toId, userId), eq(messages.isRead, false), shownTo(reader)))
    .get();
  return row?.n ?? 0;
}

/**
 * Both ends of a new message in one query: the sender's name (for the live frame) and whether the
 * recipient is an active user of the same clinic.
 */
export async function messageParties(db: Db, clinicId: number, fromId: number, toId: number): Promise<{ senderName: string | null; recipientOk: boolean }> {
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(memberships, activeMemberOf(clinicId))
    .where(inArray(users.id, [fromId, toId]))
    .all();
  return { senderName: rows.find((r) => r.id === fromId)?.name ?? null, recipientOk: rows.some((r) => r.id === toId) };
}
