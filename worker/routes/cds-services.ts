// The CDS Hooks service's HTTP face (DESIGN.md §9 "CDS Hooks service"): discovery without a token,
// CORS for any origin (a CDS call is authorised by the EHR's JWT, never by a cookie), and the call
// itself, which answers a malformed request with a 400 that says what is wrong and never stores
// anything from the EHR.
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { CdsResponse } from '../cds/cards';
import { CDS_SERVICES } from '../cds/discovery';
import { answerHook } from '../cds/service-answer';
import { resolvePatientData } from '../cds/service-fetch';
import { CdsRequestSchema, hookContextProblem, readServiceRequest, type CdsRequest } from '../cds/service-request';
import { requireCdsClient } from '../cds/verify-request';
import { auditKey } from '../audit/key';
import { signAudit } from '../audit/row-mac';
import { auditInsert } from '../db/queries/audit';
import { recordSentCards } from '../db/queries/cds-cards';
import { clinicDb } from '../db/request-db';
import { handleCdsFeedback } from './cds-feedback';

/** Any origin may call: the EHR's browser app or its server, authorised by the bearer JWT alone. */
export const cdsCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'OPTIONS') {
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      'Access-Control-Max-Age': '600',
    });
  }
  await next();
  c.res.headers.set('Access-Control-Allow-Origin', '*');
  c.res.headers.set('Cache-Control', 'no-store');
};

/** The caller the trust layer verified: its clinic, and the FHIR base registered for it (the only one fetched from). */
export interface VerifiedCdsCaller {
  clinicId: number;
  fhirServer: string | null;
  /** The registration's row id: the audit row names the EHR that called. */
  clientId?: number;
  /** The registration's name: calculator cards' links label the EHR's values with it. */
  ehrName: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One CDS call by a verified caller: the request checked (400 with the first problem), the
 * prefetched data read (what is missing fetched from the registered FHIR base), the cards answered. Nothing is written to the clinic's record.
 */
export async function handleCdsCall(c: Context<AppEnv>, caller: VerifiedCdsCaller): Promise<Response> {
  const read = await readServiceRequest(c, CdsRequestSchema);
  if (read instanceof Response) return read;
  const { service, request } = read;
  const problem = hookContextProblem(request, service.hook);
  if (problem) return c.json({ message: problem }, 400);
  const { data, missingReasons } = await resolvePatientData(request, caller.fhirServer);
  const origin = new URL(c.req.url).origin;
  const answer: CdsResponse = answerHook({ hook: service.hook, request, data, missingReasons, asOf: today(), cards: { origin, ehr: caller.ehrName, uuid: () => crypto.randomUUID() } });
  if (caller.clientId !== undefined) {
    await auditCall(c, caller.clinicId, caller.clientId, service.hook, request, answer);
    await rememberCards(c, caller.clinicId, caller.clientId, service.id, answer);
  }
  return c.json(answer, 200);
}

/**
 * One audit row per answered call (DESIGN.md §9): the hook, the EHR's own patient id and the cards
 * sent (their indicators and rules). Nothing else from the EHR is kept.
 */
async function auditCall(c: Context<AppEnv>, clinicId: number, clientId: number, hook: string, request: CdsRequest, answer: CdsResponse): Promise<void> {
  const count = (indicator: string) => answer.cards.filter((card) => card.indicator === indicator).length;
  const rules = answer.cards.map((card) => card.source.topic?.code).filter((code): code is string => !!code);
  const entry = await signAudit(await auditKey(c.env), {
    clinicId, userId: null, action: 'cds_call', entity: 'cds_client', entityId: clientId,
    detail: {
      hook, hookInstance: request.hookInstance.slice(0, 100), ehrPatientId: request.context.patientId.slice(0, 100),
      cards: answer.cards.length, critical: count('critical'), warning: count('warning'), info: count('info'),
      rules: rules.join(' ').slice(0, 1000),
    },
  });
  await auditInsert(clinicDb(c, clinicId, { primary: true }), entry);
}

/** Each card by its uuid (client, service, rule, indicator, time), so the EHR's feedback on it is kept per rule. */
async function rememberCards(c: Context<AppEnv>, clinicId: number, cdsClientId: number, service: string, answer: CdsResponse): Promise<void> {
  const cards = answer.cards.map((card) => ({ uuid: card.uuid, ruleId: card.source.topic?.code ?? 'unknown', indicator: card.indicator }));
  await recordSentCards(clinicDb(c, clinicId, { primary: true }), { clinicId, cdsClientId, service }, cards);
}

export const cdsServiceRoutes = new Hono<AppEnv>()
  .use(cdsCors)
  .get('/', (c) => c.json({ services: CDS_SERVICES }, 200))
  // The EHR's JWT names the registration (worker/cds/verify-request.ts): 401 without a card otherwise.
  .post('/:id', requireCdsClient, (c) => {
    const { clinicId, client } = c.get('cdsCaller');
    return handleCdsCall(c, { clinicId, fhirServer: client.fhirServer, clientId: client.id, ehrName: client.name });
  })
  // The same JWT, its aud naming this feedback URL (CDS Hooks 2.0 "Feedback").
  .post('/:id/feedback', requireCdsClient, (c) => handleCdsFeedback(c, c.get('cdsCaller')));
