// The CDS Hooks service's HTTP face (DESIGN.md §9 "CDS Hooks service"): discovery without a token,
// CORS for any origin (a CDS call is authorised by the EHR's JWT, never by a cookie), and the call
// itself, which answers a malformed request with a 400 that says what is wrong and never stores
// anything from the EHR.
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { CdsResponse } from '../cds/cards';
import { CDS_SERVICES, cdsService } from '../cds/discovery';
import { answerHook } from '../cds/service-answer';
import { resolvePatientData } from '../cds/service-fetch';
import { CdsRequestSchema, hookContextProblem, requestProblem } from '../cds/service-request';

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
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One CDS call by a verified caller: the request checked (400 with the first problem), the
 * prefetched data read (what is missing fetched from the registered FHIR base), the cards answered. Nothing is written to the clinic's record.
 */
export async function handleCdsCall(c: Context<AppEnv>, caller: VerifiedCdsCaller): Promise<Response> {
  const service = cdsService(c.req.param('id') ?? '');
  if (!service) return c.json({ message: 'No such CDS service.' }, 404);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ message: 'The request body is not JSON.' }, 400);
  }
  const parsed = CdsRequestSchema.safeParse(body);
  if (!parsed.success) return c.json({ message: requestProblem(parsed.error) }, 400);
  const problem = hookContextProblem(parsed.data, service.hook);
  if (problem) return c.json({ message: problem }, 400);
  const { data, missingReasons } = await resolvePatientData(parsed.data, caller.fhirServer);
  const origin = new URL(c.req.url).origin;
  const answer: CdsResponse = answerHook({ hook: service.hook, request: parsed.data, data, missingReasons, asOf: today(), cards: { origin, uuid: () => crypto.randomUUID() } });
  return c.json(answer, 200);
}

export const cdsServiceRoutes = new Hono<AppEnv>().use(cdsCors).get('/', (c) => c.json({ services: CDS_SERVICES }, 200));
