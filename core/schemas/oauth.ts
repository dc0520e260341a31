import { z } from 'zod';
import { msg } from '../i18n/msg';

// MedAssist as a SMART authorization server (DESIGN.md §9 "SMART server"): what the Worker's
// /oauth/authorize, the consent API and the consent page all name.

/** Why an authorization request stopped before MedAssist could trust its redirect URI: /authorize-app?problem= (the page explains each). */
export const AUTHORIZE_PROBLEMS = ['client', 'redirect', 'disabled', 'other-clinic', 'role'] as const;
export type AuthorizeProblem = (typeof AUTHORIZE_PROBLEMS)[number];

const param = z.string().max(2000).optional();

/** The authorization request's parameters, as the consent page passes them on unchanged. */
export const AuthorizeParamsSchema = z.object({
  response_type: param,
  client_id: param,
  redirect_uri: param,
  scope: param,
  state: param,
  aud: param,
  launch: param,
  code_challenge: param,
  code_challenge_method: param,
  nonce: param,
});

/** POST /api/oauth/consent: the user's answer to an authorization request. */
export const ConsentDecisionSchema = z.object({
  request: AuthorizeParamsSchema,
  approve: z.boolean(msg('approve must be true or false.')),
  /** The patient picked for `launch/patient` (standalone launch). */
  patientId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type ConsentDecision = z.input<typeof ConsentDecisionSchema>;

/** GET /api/oauth/consent: what the consent page shows, or where the browser goes instead. */
export type ConsentView =
  | {
      kind: 'ask';
      app: { name: string; clientType: 'public' | 'confidential'; redirectOrigin: string };
      scopes: string[];
      /** `launch/patient` without an EHR launch: the user picks one of the clinic's patients. */
      needsPatient: boolean;
      /** An EHR launch from the chart: its patient. */
      launchPatient: { id: number; name: string } | null;
    }
  | { kind: 'redirect'; redirectTo: string }
  | { kind: 'problem'; problem: AuthorizeProblem };

/** POST /api/oauth/consent's answer: the app's redirect URI with a code, or with error=access_denied. */
export interface ConsentAnswer {
  redirectTo: string;
}

/** POST /api/smart-apps/:id/launch (the chart's "Launch app"). */
export const SmartLaunchRequestSchema = z.object({ patientId: z.number(msg('Choose a patient.')).int().min(1).max(Number.MAX_SAFE_INTEGER) });
