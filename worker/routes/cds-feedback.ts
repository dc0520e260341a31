// POST /cds-services/{id}/feedback (CDS Hooks 2.0 "Feedback"): what the physician did with a card
// MedAssist sent, accepted or overridden (with the reason picked from the card's overrideReasons),
// kept on the sent card for the owners' override rates per rule. Behind the same JWT as the call.
// A card this EHR did not receive from this service, or a malformed body, stores nothing.
import type { Context } from 'hono';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import type { CdsClientRecord } from '../db/queries/cds-clients';
import { findSentCards, recordCardOutcomes, type CardOutcome } from '../db/queries/cds-cards';
import { auditInsert } from '../db/queries/audit';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { FeedbackRequestSchema, type FeedbackItem } from '../cds/feedback-request';
import { readServiceRequest } from '../cds/service-request';

const outcomeOf = (item: FeedbackItem): CardOutcome =>
  item.outcome === 'accepted'
    ? { card: item.card, outcome: 'accepted', at: new Date(item.outcomeTimestamp) }
    : {
        card: item.card, outcome: 'overridden', at: new Date(item.outcomeTimestamp),
        // The reason's Coding only: a free-text userComment may name the patient and is never kept.
        reason: item.overrideReason?.reason ? { system: item.overrideReason.reason.system, code: item.overrideReason.reason.code, display: item.overrideReason.reason.display ?? null } : null,
      };

/** The feedback of a verified EHR on cards one of MedAssist's services sent it. */
export async function handleCdsFeedback(c: Context<AppEnv>, caller: { clinicId: number; client: CdsClientRecord }): Promise<Response> {
  const read = await readServiceRequest(c, FeedbackRequestSchema);
  if (read instanceof Response) return read;
  const { service } = read;
  const items = read.request.feedback;

  const db = clinicDb(c, caller.clinicId, { primary: true });
  const uuids = [...new Set(items.map((i) => i.card))];
  const known = await findSentCards(db, caller.clinicId, uuids);
  const ours = new Map(known.filter((k) => k.cdsClientId === caller.client.id && k.service === service.id).map((k) => [k.uuid, k]));
  const unknown = uuids.filter((u) => !ours.has(u));
  if (unknown.length > 0) {
    // Another EHR's card reads exactly like one never sent: a caller learns nothing of other connections.
    return c.json({ message: `Unknown card ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}: ${service.id} sent no card with this uuid to this EHR connection (cards are kept 90 days). No feedback was recorded.` }, 404);
  }

  const recorded = await recordCardOutcomes(db, caller.clinicId, items.map(outcomeOf));
  const rules = [...new Set(items.map((i) => ours.get(i.card)!.ruleId))];
  const entry = await signAudit(await auditKey(c.env), {
    clinicId: caller.clinicId, userId: null, action: 'cds_feedback', entity: 'cds_client', entityId: caller.client.id,
    detail: {
      service: service.id, feedback: items.length, recorded,
      accepted: items.filter((i) => i.outcome === 'accepted').length, overridden: items.filter((i) => i.outcome === 'overridden').length,
      rules: rules.join(' ').slice(0, 1000),
    },
  });
  await auditInsert(db, entry);
  return c.json({ message: recorded === items.length ? 'Feedback recorded.' : 'Feedback recorded; outcomes reported before were kept as first reported.', recorded, alreadyRecorded: items.length - recorded }, 200);
}
