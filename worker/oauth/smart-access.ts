import type { ScopeGrant } from '../../core/oauth/scopes';
import type { Membership } from '../../core/permissions';

// Below worker/env.ts (which names it for every route) and the check that makes it (access-token.ts).

/** What a verified access token lets its holder do, read live on this request. */
export interface SmartAccess {
  clinicId: number;
  appId: number;
  appName: string;
  clientId: string;
  /** The consenting user (a system token: the app's registering owner). */
  userId: number;
  /** The user's membership in the clinic now: their role still bounds what the token reads. */
  member: Membership;
  /** The patient in context (`launch/patient`, EHR launch); null for none. */
  patientId: number | null;
  scope: ScopeGrant;
}
