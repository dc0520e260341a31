import type { SessionRecord } from './auth/sessions';
import type { OpenSession } from './db/request-db';

/** Hono context types shared by every route: bindings from wrangler.toml plus per-request values. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    session: SessionRecord;
    /** Who enters a lab result: a signed-in user, or a lab system by API key (userId null). */
    author: { clinicId: number; userId: number | null };
    /** D1 sessions opened by this request, one per region (db/request-db.ts). */
    d1Sessions: OpenSession[];
  };
}
