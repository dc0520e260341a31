import type { Membership } from '../core/permissions';
import type { SessionRecord } from './auth/sessions';
import type { Db } from './db/client';
import type { ApiKeyGrant } from './db/queries/api-keys';
import type { CdsClientRecord } from './db/queries/cds-clients';
import type { IdempotencyClaim } from './db/queries/idempotency';
import type { Region } from './db/regions';
import type { BulkType } from '../core/fhir/bulk-request';
import type { SmartAccess } from './oauth/smart-access';

declare global {
  // Secrets (wrangler secret put; locally .dev.vars) are not in wrangler.toml, so `npm run types`
  // cannot see them: added to the base both `Env` and `Cloudflare.Env` (tests) extend.
  interface __BaseEnv_Env {
    /** Keys the audit trail's row MACs and chain links (worker/audit/key.ts). */
    AUDIT_HMAC_KEY?: string;
  }
}

/**
 * Who reads through the FHIR API: a signed-in member (session cookie), a system holding a clinic API
 * key with the fhir:read scope (userId null, apiKeyId the key's), or a SMART app's access token (`smart`;
 * userId its user's).
 */
export interface FhirReader {
  clinicId: number;
  userId: number | null;
  apiKeyId: number | null;
  smart?: SmartAccess;
}

/** One region's D1 session opened by a request (db/request-db.ts). */
export interface OpenSession {
  region: Region;
  session: D1DatabaseSession;
  /** Its drizzle handle, made once: a request asks for it several times (route, audit seal). */
  db: Db;
}

// The per-request values' types live here or below (auth, db): this module is imported by every
// layer, so importing anything that imports it back would tie those layers into one.

/** Hono context types shared by every route: bindings from wrangler.toml plus per-request values. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    session: SessionRecord;
    /** The session's role and owner flag in its clinic, set by the route's permission guard (auth/permissions.ts). */
    member: Membership;
    /** Who enters a lab result: a signed-in user (apiKeyId null), or a lab system by API key (userId null, apiKeyId the key's). */
    author: { clinicId: number; userId: number | null; apiKeyId: number | null };
    /** The lab system's key when the author is one (auth/api-key.ts): HL7 tells senders apart by it and matches MRNs of its assigning authority. */
    apiKey: ApiKeyGrant | undefined;
    /** The registered EHR that signed a CDS Hooks request (cds/verify-request.ts requireCdsClient). */
    cdsCaller: { clinicId: number; client: CdsClientRecord };
    /** Who starts and reads Bulk Data exports (bulk/exporter.ts): their clinic, `owner`, the one who alone may read a job, and the types they may export. */
    bulkExporter: { clinicId: number; owner: string; userId: number | null; types: readonly BulkType[]; smartApp: { id: number; name: string } | null };
    /** Who reads through the FHIR API (routes/fhir.ts). */
    fhirReader: FhirReader;
    /** D1 sessions opened by this request, one per region (db/request-db.ts). */
    d1Sessions: OpenSession[];
    /** The create's Idempotency-Key, for its D1 batch to write with the record (middleware/idempotency.ts). */
    idempotencyClaim: IdempotencyClaim | undefined;
  };
}
