import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ObservationInputSchema } from '../../../core/schemas/chart';
import type { AuditKey } from '../../audit/key';
import { signAudit } from '../../audit/row-mac';
import type { LabResultBody } from '../../chart/lab-result-data';
import type { Db } from '../client';
import { hl7Messages, unmatchedLabResults } from '../schema';
import { auditLastInsert } from './audit';
import { labResultStatements, type LabResultValues } from './lab-results';

type ObservationCreate = z.output<typeof ObservationInputSchema>;

/** A result whose patient was not confirmed (MRN of the key's authority, birth date, family name), as it waits for staff. */
export interface UnmatchedValues {
  mrn: string | null;
  patientName: string;
  birthDate: string | null;
  sex: string | null;
  labName: string;
  isCritical: boolean;
  body: LabResultBody;
  observations: ObservationCreate[];
  source: string;
  /** Why no patient was matched, for staff. */
  matchIssue: string;
}

/** Who sent a message: the lab's API key and the sending application and facility it names (MSH-3, MSH-4 as written). */
export interface Hl7Sender {
  apiKeyId: number;
  sendingApplication: string;
  sendingFacility: string;
}

/** One ORU^R01's sender, control id and content hash: the record that makes a resend recognisable. */
export interface Hl7MessageFacts extends Hl7Sender {
  controlId: string;
  contentSha256: string;
  receivedAt: Date;
}

/** A stored message's record. */
export type Hl7MessageRow = typeof hl7Messages.$inferSelect;

/** The message this sender already stored under this MSH-10, if any (MSH-10 is unique per sender only). */
export function findHl7Message(db: Db, clinicId: number, sender: Hl7Sender, controlId: string) {
  return db
    .select()
    .from(hl7Messages)
    .where(
      and(
        eq(hl7Messages.clinicId, clinicId),
        eq(hl7Messages.apiKeyId, sender.apiKeyId),
        eq(hl7Messages.sendingApplication, sender.sendingApplication),
        eq(hl7Messages.sendingFacility, sender.sendingFacility),
        eq(hl7Messages.controlId, controlId),
      ),
    )
    .get();
}

function isControlIdTaken(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('UNIQUE constraint failed: hl7_messages');
}

/**
 * Stores everything one message brought in ONE transaction: each matched result with its
 * observations and audit rows, each unmatched result (audited), and the message's record last,
 * whose uniqueness per sender and control id makes a resend (even a concurrent one) fail as a
 * whole: 'duplicate'. So the record exists exactly when the results it stands for were stored.
 */
export async function storeHl7Results(
  db: Db,
  key: AuditKey,
  clinicId: number,
  message: Hl7MessageFacts,
  matched: { values: LabResultValues; lines: ObservationCreate[] }[],
  unmatched: UnmatchedValues[],
): Promise<{ labResultIds: number[]; unmatchedIds: number[] } | 'duplicate'> {
  const { apiKeyId } = message; // the lab system's key: named in every audit row it causes
  const statements = [];
  const resultAt: number[] = [];
  for (const m of matched) {
    resultAt.push(statements.length);
    statements.push(...(await labResultStatements(db, key, clinicId, { userId: null, apiKeyId }, m.values, m.lines)));
  }
  const unmatchedAt: number[] = [];
  for (const u of unmatched) {
    unmatchedAt.push(statements.length);
    statements.push(
      db
        .insert(unmatchedLabResults)
        .values({
          clinicId, mrn: u.mrn, patientName: u.patientName, birthDate: u.birthDate, sex: u.sex, labName: u.labName, isCritical: u.isCritical,
          result: { body: u.body, observations: u.observations }, source: u.source, matchIssue: u.matchIssue, receivedAt: message.receivedAt,
        })
        .returning({ id: unmatchedLabResults.id }),
      auditLastInsert(db, await signAudit(key, { clinicId, userId: null, apiKeyId, patientId: null, action: 'create', entity: 'unmatched_lab_result' })),
    );
  }
  statements.push(db.insert(hl7Messages).values({ clinicId, ...message, resultCount: matched.length, unmatchedCount: unmatched.length }));
  try {
    const answers = (await db.batch(statements as unknown as Parameters<Db['batch']>[0])) as readonly unknown[];
    const idAt = (i: number) => (answers[i] as { id: number }[])[0]!.id;
    return { labResultIds: resultAt.map(idAt), unmatchedIds: unmatchedAt.map(idAt) };
  } catch (err) {
    if (isControlIdTaken(err)) return 'duplicate';
    throw err;
  }
}
