// The CDS Hooks 2.0 request a service accepts (cds-hooks.hl7.org/2.0 "Calling a CDS Service" and the
// hooks' context tables: order-select, order-sign, patient-view). Only what MedAssist reads is
// checked strictly; other fields pass through. A malformed request is a 400 that says what is wrong.
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { cdsService, type CdsHook, type CdsServiceDefinition } from './discovery';

/** Any FHIR resource: its type, and the rest as sent. */
export const FhirResourceSchema = z.looseObject({ resourceType: z.string().min(1) });
export type FhirResource = z.infer<typeof FhirResourceSchema>;

const BundleSchema = z.looseObject({
  resourceType: z.literal('Bundle', { error: 'context.draftOrders must be a FHIR Bundle.' }),
  entry: z.array(z.looseObject({ resource: FhirResourceSchema.optional() })).optional(),
});

const ContextSchema = z.looseObject({
  userId: z.string().min(1, 'context.userId is required.').optional(),
  patientId: z.string({ error: 'context.patientId is required.' }).min(1, 'context.patientId is required.'),
  encounterId: z.string().optional(),
  selections: z.array(z.string()).optional(),
  draftOrders: BundleSchema.optional(),
});

export const CdsRequestSchema = z.object({
  hook: z.string({ error: 'hook is required.' }),
  hookInstance: z.string({ error: 'hookInstance is required.' }).min(1, 'hookInstance is required.'),
  fhirServer: z.url({ error: 'fhirServer must be a URL.' }).optional(),
  fhirAuthorization: z
    .looseObject({
      access_token: z.string().min(1),
      token_type: z.string(),
      expires_in: z.number().optional(),
      scope: z.string().optional(),
      subject: z.string().optional(),
      patient: z.string().optional(),
    })
    .nullable()
    .optional(),
  context: ContextSchema,
  // A prefetch value the EHR could not fetch is null (the spec allows it): fetched or named later.
  prefetch: z.record(z.string(), FhirResourceSchema.nullable()).nullable().optional(),
});
export type CdsRequest = z.infer<typeof CdsRequestSchema>;

/** Why a request that parsed cannot be answered by the service `hook`; null when it can. */
export function hookContextProblem(request: CdsRequest, hook: CdsHook): string | null {
  if (request.hook !== hook) return `This service answers the ${hook} hook, not ${request.hook}.`;
  if (hook === 'patient-view') return null;
  if (!request.context.draftOrders) return `context.draftOrders (a FHIR Bundle of the draft orders) is required for ${hook}.`;
  if (hook === 'order-select' && !request.context.selections) return 'context.selections (the ids of the selected orders) is required for order-select.';
  return null;
}

/** The first problem zod found, as one sentence naming the field. */
export function requestProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not a CDS Hooks request.';
  const path = issue.path.join('.');
  return issue.message.includes(path) || !path ? issue.message : `${path}: ${issue.message}`;
}

/**
 * The service a call or feedback names and its JSON body checked against `schema`: the parsed
 * request, or the 404/400 answer (no such service, not JSON, the first problem) to send instead.
 */
export async function readServiceRequest<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<{ service: CdsServiceDefinition; request: T } | Response> {
  const service = cdsService(c.req.param('id') ?? '');
  if (!service) return c.json({ message: 'No such CDS service.' }, 404);
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return c.json({ message: 'The request body is not JSON.' }, 400);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return c.json({ message: requestProblem(parsed.error) }, 400);
  return { service, request: parsed.data };
}
