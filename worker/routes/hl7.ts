import { Hono } from 'hono';
import type { z } from 'zod';
import { buildAck, type AckCode } from '../../core/hl7/ack';
import { HL7_ERROR_CODES, Hl7Error } from '../../core/hl7/hl7-error';
import { labResultInputOf, readOruR01, type Hl7LabOrder, type Hl7LabPatient } from '../../core/hl7/oru-r01';
import type { Hl7Header } from '../../core/hl7/header';
import { parseHl7Message, type Hl7Message } from '../../core/hl7/parse-message';
import { ObservationInputSchema } from '../../core/schemas/chart';
import { LabResultCreateSchema } from '../../core/schemas/lab-results';
import { auditKey } from '../audit/key';
import { requireApiKey } from '../auth/api-key';
import { resultDataOf, type LabResultBody } from '../chart/lab-result-data';
import { findHl7Message, storeHl7Results, type Hl7MessageRow, type Hl7Sender, type UnmatchedValues } from '../db/queries/hl7-messages';
import { sha256Hex } from '../crypto/sha256';
import { getLabResult, type LabResultValues } from '../db/queries/lab-results';
import { matchHl7Patient } from '../chart/hl7-patient-match';
import { clinicDb } from '../db/request-db';
import type { AppEnv } from '../env';
import { ApiException } from '../errors';
import { announceLabResult } from '../notifications/alerts';
import { deliverCriticalAlerts } from '../notifications/critical-outbox';
import { allow } from '../auth/permissions';

/** HL7's media type for ER7 ("pipe and hat") messages over HTTP (HAPI's "HL7 over HTTP"). */
export const HL7_ER7_CONTENT_TYPE = 'x-application/hl7-v2+er7';

const LabResultBodySchema = LabResultCreateSchema.omit({ patientId: true });

type Entry = { patient: Hl7LabPatient; order: Hl7LabOrder; body: LabResultBody; lines: z.output<typeof ObservationInputSchema>[] };

/** The result bodies of a report, validated as the JSON route validates them; throws Hl7Error (AR) for one it cannot take. */
function entriesOf(report: ReturnType<typeof readOruR01>, receivedAt: string): { entries: Entry[]; empty: string[] } {
  const entries: Entry[] = [];
  const empty: string[] = [];
  for (const { patient, orders } of report.patients) {
    for (const order of orders) {
      // An order with no value yet (pending, cancelled) has nothing to store; the ACK names it.
      if (order.observations.length === 0) {
        empty.push(order.testName || order.fillerOrderNumber || `OBR ${order.setId}`);
        continue;
      }
      const body = LabResultBodySchema.safeParse(labResultInputOf(order));
      if (!body.success) {
        const issue = body.error.issues[0];
        throw new Hl7Error(`OBR ${order.setId || entries.length + 1} (${order.testName}): ${issue?.message ?? 'not a valid result'}`, HL7_ERROR_CODES.dataType, {
          location: { segment: 'OBR', sequence: entries.length + empty.length + 1 },
          header: report.header,
        });
      }
      const lines = order.observations.map((o) => ObservationInputSchema.parse({ ...o.observation, recordedAt: receivedAt }));
      entries.push({ patient, order, body: body.data, lines });
    }
  }
  if (entries.length === 0) {
    throw new Hl7Error('The message has no OBX result values to store.', HL7_ERROR_CODES.requiredFieldMissing, { location: { segment: 'OBX', sequence: 1 }, header: report.header });
  }
  return { entries, empty };
}

/**
 * Lab results over HL7 v2 (DESIGN.md §8): a lab system with a `lab:write` key posts one ORU^R01
 * (v2.3 to v2.5.1) and gets an ACK back: AA once stored (also for a resend: same key, MSH-3, MSH-4,
 * MSH-10 and content, which stores nothing twice), AE for a control id this sender already used for
 * other content, AR with the reason when the message cannot be taken (nothing stored either way).
 * A patient is matched only by an MRN of the key's assigning authority in the key's clinic, with the
 * same birth date and family name; otherwise the result waits in the unmatched list for staff. HTTP 200 whenever an ACK is answered: the ACK carries the outcome.
 */
export const hl7Routes = new Hono<AppEnv>().post('/v2', requireApiKey('lab:write'), allow('results:write'), async (c) => {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^x-application\/hl7-v2\+er7\s*(;|$)/i.test(type)) {
    throw new ApiException(415, `Send the HL7 v2 message as Content-Type: ${HL7_ER7_CONTENT_TYPE} (got ${type || 'none'}).`);
  }
  const { clinicId } = c.get('author');
  const receivedAt = new Date();
  const answer = (code: AckCode, original: Hl7Header | undefined, reason: string, error?: Hl7Error) =>
    c.body(
      buildAck({
        original, code, reason, at: receivedAt,
        controlId: crypto.randomUUID().replaceAll('-', '').slice(0, 20),
        ...(error ? { errorCode: error.code, ...(error.location ? { errorLocation: error.location } : {}) } : {}),
      }),
      200,
      { 'Content-Type': HL7_ER7_CONTENT_TYPE },
    );

  let message: Hl7Message | undefined;
  let report: ReturnType<typeof readOruR01>;
  let parsed: { entries: Entry[]; empty: string[] };
  try {
    message = parseHl7Message(await c.req.text());
    report = readOruR01(message);
    parsed = entriesOf(report, receivedAt.toISOString());
  } catch (err) {
    // An error found while reading a value (an escape over a cap) has no header of its own: the message's.
    if (err instanceof Hl7Error) return answer('AR', err.header ?? message?.header, err.reason, err);
    throw err;
  }
  const { header } = report;
  const db = clinicDb(c, clinicId);
  const sender: Hl7Sender = { apiKeyId: c.get('apiKey')!.id, sendingApplication: header.sendingApplication, sendingFacility: header.sendingFacility };
  const contentSha256 = await sha256Hex(message.text);
  // A resend (same sender, control id and content) is answered as the first time; the same control
  // id with other content is an error the lab must see (AE), never an AA for a result not stored.
  const answerEarlier = async (earlier: Hl7MessageRow) => {
    if (earlier.contentSha256 !== contentSha256) {
      return answer(
        'AE', header,
        `Message control id ${header.controlId} was already used by this sender for a different message (received at ${earlier.receivedAt.toISOString()}); nothing was stored. Send a new or corrected message with a new MSH-10.`,
        new Hl7Error('duplicate control id', HL7_ERROR_CODES.duplicateKey, { location: { segment: 'MSH', sequence: 1, field: 10 } }),
      );
    }
    // A resend may come because the first answer was lost: whatever of its alerts is still pending goes out now.
    await deliverCriticalAlerts(c.env, clinicId);
    return answer('AA', header, `Message ${header.controlId} was already received at ${earlier.receivedAt.toISOString()}; nothing was stored twice.`);
  };
  const earlier = await findHl7Message(db, clinicId, sender, header.controlId);
  if (earlier) return answerEarlier(earlier);

  const matched: { values: LabResultValues; lines: Entry['lines']; patientName: string }[] = [];
  const unmatched: UnmatchedValues[] = [];
  const authority = c.get('apiKey')!.assigningAuthority;
  for (const e of parsed.entries) {
    const { patient, issue, mrn } = await matchHl7Patient(db, clinicId, e.patient, authority);
    const resultData = resultDataOf(e.body, patient?.fullName ?? e.patient.fullName);
    if (patient) {
      matched.push({
        values: { patientId: patient.id, labName: e.body.labName, kind: e.body.kind, resultData, isCritical: resultData.critical, receivedAt },
        lines: e.lines,
        patientName: patient.fullName,
      });
    } else {
      unmatched.push({
        mrn, patientName: e.patient.fullName || '(no name sent)', birthDate: e.patient.birthDate, sex: e.patient.sex,
        labName: e.body.labName, isCritical: resultData.critical, body: e.body, observations: e.lines, matchIssue: issue,
        source: `HL7 v2 message ${header.controlId} from ${[header.sendingApplication, header.sendingFacility].filter(Boolean).join(' at ') || 'a lab system'}`,
      });
    }
  }
  const facts = { ...sender, controlId: header.controlId, contentSha256, receivedAt };
  const stored = await storeHl7Results(db, await auditKey(c.env), clinicId, facts, matched, unmatched);
  if (stored === 'duplicate') {
    // The same sender's message committed first while this one ran (a concurrent resend): its batch stored nothing.
    const first = await findHl7Message(clinicDb(c, clinicId, { primary: true }), clinicId, sender, header.controlId);
    if (first) return answerEarlier(first);
    throw new Error('An HL7 message record conflicted but cannot be read.');
  }
  for (const id of stored.labResultIds) await announceLabResult(c.env, db, clinicId, (await getLabResult(db, clinicId, id))!);

  const said = [`Stored ${stored.labResultIds.length} result(s)`];
  // Not why: "MRN found, birth date differs" would tell a key holder which MRNs the clinic has.
  if (unmatched.length > 0) said.push(`${unmatched.length} wait(s) for the clinic to confirm the patient`);
  if (parsed.empty.length > 0) said.push(`no values yet for ${parsed.empty.join(', ')}`);
  return answer('AA', header, `${said.join('; ')}.`);
});
