import type { SessionRecord } from './auth/sessions';

/** Hono context types shared by every route: bindings from wrangler.toml plus per-request values. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    session: SessionRecord;
    /** Who enters a lab result: a signed-in user, or a lab system by API key (userId null). */
    author: { clinicId: number; userId: number | null };
  };
}
