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

/** A result whose patient was not found by the lab's MRN, as it waits for staff. */
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
}

/** One ORU^R01's header facts for the idempotency record. */
export interface Hl7MessageFacts {
  controlId: string;
  sendingApplication: string;
  sendingFacility: string;
  receivedAt: Date;
}

/** The message the clinic already stored under this MSH-10, if any. */
export function findHl7Message(db: Db, clinicId: number, controlId: string) {
  return db.select().from(hl7Messages).where(and(eq(hl7Messages.clinicId, clinicId), eq(hl7Messages.controlId, controlId))).get();
}

function isControlIdTaken(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? '')}`;
  return text.includes('UNIQUE constraint failed: hl7_messages');
}

/**
 * Stores everything one message brought in ONE transaction: each matched result with its
 * observations and audit rows, each unmatched result (audited), and the message's control id last,
 * whose uniqueness per clinic makes a resend (even a concurrent one) fail as a whole: 'duplicate'.
 */
export async function storeHl7Results(
  db: Db,
  key: AuditKey,
  clinicId: number,
  message: Hl7MessageFacts,
  matched: { values: LabResultValues; lines: ObservationCreate[] }[],
  unmatched: UnmatchedValues[],
): Promise<{ labResultIds: number[]; unmatchedIds: number[] } | 'duplicate'> {
  const statements = [];
  const resultAt: number[] = [];
  for (const m of matched) {
    resultAt.push(statements.length);
    statements.push(...(await labResultStatements(db, key, clinicId, null, m.values, m.lines)));
  }
  const unmatchedAt: number[] = [];
  for (const u of unmatched) {
    unmatchedAt.push(statements.length);
    statements.push(
      db
        .insert(unmatchedLabResults)
        .values({
          clinicId, mrn: u.mrn, patientName: u.patientName, birthDate: u.birthDate, sex: u.sex, labName: u.labName, isCritical: u.isCritical,
          result: { body: u.body, observations: u.observations }, source: u.source, receivedAt: message.receivedAt,
        })
        .returning({ id: unmatchedLabResults.id }),
      auditLastInsert(db, await signAudit(key, { clinicId, userId: null, patientId: null, action: 'create', entity: 'unmatched_lab_result' })),
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
