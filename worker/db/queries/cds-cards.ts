import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CDS_FEEDBACK_DAYS, type CdsConnectionFeedback, type CdsOverrideReasonCount, type CdsRuleFeedback } from '../../../core/schemas/cds-feedback';
import type { Db } from '../client';
import { cdsClients, cdsSentCards } from '../schema';

// The cards the CDS Hooks service sent and what the EHR reported of them (CDS Hooks 2.0
// "Feedback"), kept per rule for the owners' override rates. No patient data is kept here.

/** Sent cards are kept this long, then deleted (at the clinic's next CDS call): the owners' window. */
export const CDS_CARD_RETENTION_DAYS = CDS_FEEDBACK_DAYS;
const DAY_MS = 86_400_000;

type Indicator = 'info' | 'warning' | 'critical';

export interface SentCard {
  uuid: string;
  ruleId: string;
  indicator: Indicator;
}

/**
 * Remembers the cards of one answered call by their uuid (who received them, which service and
 * rule sent them), and forgets the clinic's cards older than the retention, in one batch.
 */
export async function recordSentCards(db: Db, at: { clinicId: number; cdsClientId: number; service: string }, cards: readonly SentCard[], now = new Date()): Promise<void> {
  const expired = db.delete(cdsSentCards).where(and(eq(cdsSentCards.clinicId, at.clinicId), lt(cdsSentCards.sentAt, new Date(now.getTime() - CDS_CARD_RETENTION_DAYS * DAY_MS))));
  if (cards.length === 0) {
    await expired.run();
    return;
  }
  const rows = cards.map((card) => ({ ...at, uuid: card.uuid, ruleId: card.ruleId.slice(0, 300), indicator: card.indicator, sentAt: now }));
  // D1 binds at most 100 parameters per statement: 7 columns a row, 10 rows an insert leaves room.
  const inserts = [];
  for (let i = 0; i < rows.length; i += 10) inserts.push(db.insert(cdsSentCards).values(rows.slice(i, i + 10)));
  await db.batch([expired, ...inserts]);
}

/** The sent cards among `uuids` as the feedback check needs them: who received them, from which service. */
export async function findSentCards(db: Db, clinicId: number, uuids: readonly string[]): Promise<{ uuid: string; cdsClientId: number; service: string; ruleId: string }[]> {
  if (uuids.length === 0) return [];
  return db
    .select({ uuid: cdsSentCards.uuid, cdsClientId: cdsSentCards.cdsClientId, service: cdsSentCards.service, ruleId: cdsSentCards.ruleId })
    .from(cdsSentCards)
    .where(and(eq(cdsSentCards.clinicId, clinicId), inArray(cdsSentCards.uuid, [...uuids])))
    .all();
}

export type CardOutcome =
  | { card: string; outcome: 'accepted'; at: Date }
  | { card: string; outcome: 'overridden'; at: Date; reason: { system: string; code: string; display: string | null } | null };

/**
 * Records outcomes on cards already known to be the caller's. The first report of an outcome
 * counts; a re-post of the same (card, outcome) changes nothing. Answers how many were new.
 */
export async function recordCardOutcomes(db: Db, clinicId: number, outcomes: readonly CardOutcome[]): Promise<number> {
  if (outcomes.length === 0) return 0;
  const mine = (uuid: string) => and(eq(cdsSentCards.uuid, uuid), eq(cdsSentCards.clinicId, clinicId));
  const statements = outcomes.map((o) =>
    o.outcome === 'accepted'
      ? db.update(cdsSentCards).set({ acceptedAt: o.at }).where(and(mine(o.card), isNull(cdsSentCards.acceptedAt))).returning({ uuid: cdsSentCards.uuid })
      : db
          .update(cdsSentCards)
          .set({ overriddenAt: o.at, overrideSystem: o.reason?.system ?? null, overrideCode: o.reason?.code ?? null, overrideDisplay: o.reason?.display ?? null })
          .where(and(mine(o.card), isNull(cdsSentCards.overriddenAt)))
          .returning({ uuid: cdsSentCards.uuid }),
  );
  const results = await db.batch(statements as [(typeof statements)[number], ...(typeof statements)[number][]]);
  return results.reduce((n, rows) => n + rows.length, 0);
}

const URGENCY: Readonly<Record<Indicator, number>> = { info: 0, warning: 1, critical: 2 };
const TOP_REASONS = 3;

/**
 * The clinic's cards since `since`, per EHR connection and rule: sent, accepted, overridden, the
 * override rate and the most common override reasons; the highest override rate first. Live
 * connections without cards are listed too (with no rules), removed ones only while they have cards.
 */
export async function cdsFeedbackByRule(db: Db, clinicId: number, since: Date): Promise<CdsConnectionFeedback[]> {
  const inWindow = and(eq(cdsSentCards.clinicId, clinicId), gte(cdsSentCards.sentAt, since));
  const [counts, reasons, connections] = await db.batch([
    db
      .select({
        clientId: cdsSentCards.cdsClientId, ruleId: cdsSentCards.ruleId, indicator: cdsSentCards.indicator,
        sent: sql<number>`count(*)`, accepted: sql<number>`count(${cdsSentCards.acceptedAt})`, overridden: sql<number>`count(${cdsSentCards.overriddenAt})`,
      })
      .from(cdsSentCards)
      .where(inWindow)
      .groupBy(cdsSentCards.cdsClientId, cdsSentCards.ruleId, cdsSentCards.indicator),
    db
      .select({
        clientId: cdsSentCards.cdsClientId, ruleId: cdsSentCards.ruleId, system: cdsSentCards.overrideSystem, code: cdsSentCards.overrideCode,
        display: sql<string | null>`max(${cdsSentCards.overrideDisplay})`, count: sql<number>`count(*)`,
      })
      .from(cdsSentCards)
      .where(and(inWindow, sql`${cdsSentCards.overriddenAt} IS NOT NULL`))
      .groupBy(cdsSentCards.cdsClientId, cdsSentCards.ruleId, cdsSentCards.overrideSystem, cdsSentCards.overrideCode),
    db.select({ id: cdsClients.id, name: cdsClients.name, revokedAt: cdsClients.revokedAt, createdAt: cdsClients.createdAt }).from(cdsClients).where(eq(cdsClients.clinicId, clinicId)),
  ]);

  const rules = new Map<number, Map<string, CdsRuleFeedback>>();
  for (const row of counts) {
    const byRule = rules.get(row.clientId) ?? new Map<string, CdsRuleFeedback>();
    rules.set(row.clientId, byRule);
    const rule = byRule.get(row.ruleId) ?? { ruleId: row.ruleId, indicator: row.indicator, sent: 0, accepted: 0, overridden: 0, overrideRate: 0, reasons: [] };
    if (URGENCY[row.indicator] > URGENCY[rule.indicator]) rule.indicator = row.indicator;
    rule.sent += row.sent;
    rule.accepted += row.accepted;
    rule.overridden += row.overridden;
    byRule.set(row.ruleId, rule);
  }
  for (const row of reasons) {
    const rule = rules.get(row.clientId)?.get(row.ruleId);
    const reason: CdsOverrideReasonCount = { system: row.system, code: row.code, display: row.display, count: row.count };
    rule?.reasons.push(reason);
  }

  return connections
    .filter((c) => c.revokedAt === null || rules.has(c.id))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((c) => ({
      id: c.id,
      name: c.name,
      removed: c.revokedAt !== null,
      rules: [...(rules.get(c.id)?.values() ?? [])]
        .map((rule) => ({
          ...rule,
          overrideRate: rule.sent > 0 ? rule.overridden / rule.sent : 0,
          reasons: rule.reasons.sort((a, b) => b.count - a.count || String(a.code).localeCompare(String(b.code))).slice(0, TOP_REASONS),
        }))
        .sort((a, b) => b.overrideRate - a.overrideRate || b.sent - a.sent || a.ruleId.localeCompare(b.ruleId)),
    }));
}
