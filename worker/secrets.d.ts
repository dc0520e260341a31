// Settings that are not in wrangler.toml (so `npm run types` does not know them): secrets set with
// `wrangler secret put`, and local-only switches set in `.dev.vars` or the test configuration.
// Merged into the generated base of `Env` and `Cloudflare.Env` (worker-configuration.d.ts).
interface __BaseEnv_Env {
  /** Web Push VAPID key pair (base64url raw P-256) and contact; see docs/operations.md "Production". */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** "on" for local runs and tests: push endpoints may be http://127.0.0.1:<port> (a stand-in push service). */
  PUSH_ALLOW_LOCAL_HTTP?: string;
  /** "on" for local runs and tests: an EHR's FHIR base and JWKS URL may be http://127.0.0.1 or http://localhost (stand-ins). */
  EHR_ALLOW_LOCAL_HTTP?: string;
  /** The RSA private key (PKCS#8) id_tokens are signed with, and during a rotation the JWK Set published before it (worker/oauth/id-token-key.ts). */
  ID_TOKEN_SIGNING_KEY?: string;
  ID_TOKEN_PREVIOUS_JWKS?: string;
}
