import type { SessionRecord } from './auth/sessions';

/** Hono context types shared by every route: bindings from wrangler.toml plus per-request values. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    session: SessionRecord;
  };
}
