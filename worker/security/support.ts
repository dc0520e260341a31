// Shared fixtures of the hardening suite (issue #8): the app's own route table, a snapshot of
// every table of every D1 database, fully populated clinics (in either data-residency region),
// and a valid input for each known endpoint.
// Everything is derived from `app.routes`, so a route added later is covered by the route-table
// tests without touching this file; a valid body (INPUTS) makes its coverage deeper.
import { env } from 'cloudflare:workers';
import { z } from 'zod';
import { MedAssistRequestSchema, AnalyzeResultsRequestSchema } from '../../core/schemas/ai';
import { AppointmentCreateSchema, AppointmentListQuerySchema, AppointmentUpdateSchema } from '../../core/schemas/appointments';
import { LoginSchema, RegisterSchema } from '../../core/schemas/auth';
import { CdsClientFieldsSchema } from '../../core/schemas/cds-clients';
import { AuthorizeParamsSchema, ConsentDecisionSchema, SmartLaunchRequestSchema } from '../../core/schemas/oauth';
import { SmartAppCreateFieldsSchema, SmartAppPatchSchema } from '../../core/schemas/smart-apps';
import { ApiKeyCreateSchema, InviteCreateSchema } from '../../core/schemas/clinic';
import {
  AllergyInputSchema,
  AllergyUpdateSchema,
  ChartListQuerySchema,
  MedicationInputSchema,
  PatientMedicationCheckSchema,
  MedicationUpdateSchema,
  ObservationInputSchema,
  ObservationUpdateSchema,
  ProblemInputSchema,
  ProblemUpdateSchema,
} from '../../core/schemas/chart';
import { AuditQuerySchema, ClinicUpdateSchema, MemberUpdateSchema, PasswordResetSchema } from '../../core/schemas/clinic-admin';
import { EscalationSettingsUpdateSchema } from '../../core/schemas/escalation';
import { LOINC, SNOMED_CT } from '../../core/schemas/coding';
import { NoteCreateSchema, NoteDeleteSchema, NoteListQuerySchema, NoteUpdateSchema } from '../../core/schemas/clinical-notes';
import { GuidelineQuerySchema } from '../../core/schemas/guidelines';
import { LabResultCreateSchema, LabResultListQuerySchema } from '../../core/schemas/lab-results';
import { MessageCreateSchema, MessageListQuerySchema } from '../../core/schemas/messages';
import { NotificationListQuerySchema, PushPreferencesSchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '../../core/schemas/notifications';
import { PatientInputSchema, PatientListQuerySchema, PatientUpdateSchema } from '../../core/schemas/patients';
import { PasswordChangeSchema, ProfileUpdateSchema } from '../../core/schemas/user';
import { app, MAX_BODY_BYTES } from '../app';
import { AI_MAX_BODY_BYTES } from '../routes/ai';
import { FHIR_IMPORT_MAX_BYTES } from '../routes/fhir-import';
import { SMART_API_MAX_BODY_BYTES } from '../routes/smart-api';
import { createSession } from '../auth/sessions';
import { REGION_ID_BASE, REGIONS, regionDatabase } from '../db/regions';
import { freshAddress, registration, sessionCookie, TestClient, userDb } from '../test/helpers';
import { enumOptions } from './zod-arbitrary';

// ───────────────────────────── route table ─────────────────────────────

export interface Route {
  method: string;
  /** As registered, e.g. `/api/patients/:id`. */
  path: string;
  /** `METHOD path`, the key of PUBLIC_ROUTES and INPUTS. */
  key: string;
  /** Path parameter names in order. */
  params: string[];
}

const PARAM = /:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g;

/** Every route the Worker answers (method and path), from the app itself. */
export const ROUTES: Route[] = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))].map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  return { method, path, key, params: [...path.matchAll(PARAM)].map((m) => m[1]!) };
});

/**
 * The routes that deliberately answer without a session, and why. Everything else in the route
 * table must answer 401 to a caller without one. Adding a public route means adding it here.
 */
export const PUBLIC_ROUTES: ReadonlyMap<string, string> = new Map([
  ['GET /api/health', 'bare liveness answer, no storage'],
  ['GET /api/geo', "the visitor's own country from the edge, for the sign-up form"],
  ['GET /api/specialties', 'public reference data (sign-up form, guidelines)'],
  ['GET /api/clinical-guidelines', 'public reference data'],
  ['GET /api/calculators', 'the calculator catalogue'],
  ['POST /api/register', 'sign-up'],
  ['POST /api/login', 'sign-in (throttled)'],
  ['POST /api/logout', 'ends the session the cookie names, if any; harmless without one'],
  ['GET /api/session', 'who is signed in: { user: null } without a session, so the app\'s first question logs no failed request'],
  ['POST /smart/api/login', "sign-in inside an EHR's frame: the same sign-in as POST /api/login (auth/sign-in.ts, throttled), its session in the framed cookie"],
  ['POST /smart/api/logout', 'ends the framed session its cookie names, if any; harmless without one'],
  ['GET /smart/api/session', "who the SMART workspace's window is signed in as: { user: null } without a session"],
  ['POST /api/password-reset', "redeems a one-time code from the clinic owner (throttled like sign-in)"],
  ['GET /fhir/R4/metadata', "the FHIR CapabilityStatement: what the server supports, no data (every FHIR server publishes it)"],
  ['GET /fhir/R4/.well-known/smart-configuration', 'the SMART configuration: the authorization endpoints and what they offer, no data (SMART App Launch "Discovery")'],
  ['OPTIONS /fhir/R4/*', 'the CORS preflight of a SMART app reading with its access token: headers only, no data'],
  ['GET /.well-known/jwks.json', "the public keys id_tokens are signed with (SMART's sso-openid-connect): no private member, no data"],
  ['GET /.well-known/openid-configuration', 'OpenID Connect Discovery of the issuer: endpoints and what they offer, no data'],
]);

/** Swept routes other sites' pages may fetch (no cookie is needed, no data is answered), and why. */
export const OPEN_TO_OTHER_SITES: ReadonlyMap<string, string> = new Map([
  ['GET /fhir/R4/.well-known/smart-configuration', "a SMART app running on its own origin reads it first (CORS for any origin); it is the same for everyone and names no clinic"],
  ['OPTIONS /fhir/R4/*', "the CORS preflight of a SMART app's reads: it answers headers only, and a read then needs the app's access token (a cookie-only request from another site stays refused)"],
]);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isMutation = (r: Route) => MUTATING.has(r.method);
/** /api, and the SMART workspace's own calls under /smart/api (routes/smart-api.ts), guarded the same way. */
export const isApi = (r: Route) => r.path.startsWith('/api/') || r.path.startsWith('/smart/api/');
/** The FHIR R4 read API (routes/fhir.ts): errors are OperationOutcomes, API keys need the fhir:read scope. */
export const isFhir = (r: Route) => r.path.startsWith('/fhir/R4/');

/**
 * The routes the generated sweeps (authentication, tenancy, csrf, fuzz) do not drive, and why.
 * Every other route of the table is swept: `security/route-coverage.test.ts` fails for a route that
 * is neither, so a route added later under a new prefix has to be swept or named here.
 */
export const NOT_SWEPT: ReadonlyMap<string, string> = new Map([
  ['GET /ws', 'the WebSocket upgrade: its own cases in authentication (401), csrf (Origin), revocation-delay and tenancy (live frames)'],
  ['GET /cds-services', 'the CDS Hooks discovery document: public by the specification, the same for everyone, no clinic data (worker/routes/cds-services.test.ts)'],
  ['POST /cds-services/:id', "authorised by the EHR's signed JWT, never a session or cookie: every refusal in worker/cds/verify-request.test.ts and worker/routes/cds-services-call.test.ts; nothing is written but one audit row"],
  ['POST /cds-services/:id/feedback', "authorised by the EHR's signed JWT like the call; a card of another EHR or clinic reads as unknown and nothing is stored (worker/routes/cds-feedback.test.ts)"],
  ['GET /smart/launch', "a browser navigation from the EHR, not an API call: without a session it sends to sign-in (303) and keeps the launch in KV; with one it contacts only an iss the session's clinic registered (worker/routes/smart-launch.test.ts: unregistered iss, another clinic's EHR, role, signed out)"],
  ['GET /smart/*', "the SMART pages (/smart/patient, /smart/problem): the app's static page, no data; only its frame-ancestors depends on the iss the address names (worker/routes/smart-framing.test.ts)"],
  ['GET /oauth/authorize', "a browser navigation from an app, not an API call: refusals before the redirect URI is trusted are a page, after it OAuth's error= on that URI; without a session it sends to sign-in; it issues nothing (the consent is POST /api/oauth/consent; worker/routes/oauth.test.ts: unknown client, unregistered redirect, PKCE, scope, aud, other clinic, role, signed out)"],
  ['POST /oauth/token', "form-encoded as OAuth requires, authorised by the app (PKCE verifier, a public app's refresh token, or its signed private_key_jwt assertion), never a cookie: every refusal in worker/routes/oauth.test.ts (wrong verifier, reused code, wrong redirect, another app's code, replayed or foreign assertion, disabled app)"],
  ['POST /oauth/revoke', "RFC 7009: form-encoded, authorised by the app like the token endpoint; ends only that app's own token and answers 200 either way (worker/routes/oauth.test.ts)"],
  ['OPTIONS /oauth/token', 'the CORS preflight of the token endpoint an app calls from its own origin: no credentials are ever allowed'],
  ['OPTIONS /oauth/revoke', 'the CORS preflight of the revocation endpoint an app calls from its own origin: no credentials are ever allowed'],
  ['GET /.well-known/jwks.json', 'public by OpenID Connect, the same for everyone, for any origin: public key members only (worker/oauth/id-token-key.test.ts, worker/routes/oauth-id-token.test.ts)'],
  ['GET /.well-known/openid-configuration', 'public by OpenID Connect Discovery, the same for everyone, for any origin, no clinic data (worker/routes/oauth-id-token.test.ts)'],
  ['GET /smart/callback', "the EHR's redirect back: finds a launch only by the SHA-256 of its state within the same session, so another session or clinic finds nothing (worker/routes/smart-launch.test.ts: wrong state, another session's state, refused consent)"],
]);

/** A route the generated sweeps drive: all of /api and /fhir/R4. */
export const isSwept = (r: Route) => isApi(r) || isFhir(r);

/** The human message of an error answer: `{ message }` of /api, or an OperationOutcome's diagnostics of /fhir/R4. */
export function errorMessageOf(body: unknown): unknown {
  const outcome = body as { resourceType?: string; issue?: { diagnostics?: unknown }[]; message?: unknown } | null;
  return outcome?.resourceType === 'OperationOutcome' ? outcome.issue?.[0]?.diagnostics : outcome?.message;
}

/** The body limit that applies to a path (the AI routes take images and have their own). */
export const bodyLimitFor = (path: string) => (path.startsWith('/api/ai/') || path.startsWith('/smart/api/ai/') ? AI_MAX_BODY_BYTES : path === '/api/fhir/import' ? FHIR_IMPORT_MAX_BYTES : path.startsWith('/smart/api/') ? SMART_API_MAX_BODY_BYTES : MAX_BODY_BYTES);

/** The route's path with its parameters replaced (URL-encoded). */
export function fillPath(route: Pick<Route, 'path'>, values: Record<string, string | number | undefined>, fallback: string | number = 1): string {
  return route.path.replace(PARAM, (_m, name: string) => encodeURIComponent(String(values[name] ?? fallback)));
}

/** The path segment just before a parameter (`patients` for `/api/patients/:id/record`), which names its resource. */
export function resourceOf(route: Route, param: string): string {
  const segments = route.path.split('/');
  const i = segments.findIndex((s) => s.replace(PARAM, ':$1') === `:${param}`);
  return i > 0 ? segments[i - 1]! : '';
}

// ───────────────────────────── database snapshot ─────────────────────────────

/** sqlite internals, D1's own tables and the FTS index (derived from `patients` by triggers). */
const NOT_DATA = /^(sqlite_|_cf_|d1_migrations$)|_fts($|_)/;
/**
 * Reference data seeded by migrations and written by no route: a dump records only their row
 * count and highest rowid (cheap), and `referenceData()` gives their full content for a test
 * that compares it once.
 */
const REFERENCE_TABLES = new Set(['clinical_guidelines']);

/** Every D1 database the Worker is bound to (one per data-residency region), by binding name. */
function databases(): [string, D1Database][] {
  return Object.entries(env as unknown as Record<string, unknown>)
    .filter(([name, v]) => !name.startsWith('__') && typeof (v as D1Database | null)?.prepare === 'function' && typeof (v as D1Database | null)?.batch === 'function')
    .map(([name, v]) => [name, v as D1Database]);
}

interface Layout {
  db: string;
  d1: D1Database;
  tables: Map<string, string[]>;
  sql: string;
}
let layouts: Layout[] | undefined;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The data tables (and their columns) of every database, and one statement that dumps each database. */
async function layout(): Promise<Layout[]> {
  if (!layouts) {
    layouts = await Promise.all(
      databases().map(async ([db, d1]) => {
        const rows = await d1.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all<{ name: string }>();
        const names = rows.results.map((r) => r.name).filter((n) => !NOT_DATA.test(n));
        const infos = await d1.batch<{ name: string }>(names.map((n) => d1.prepare(`PRAGMA table_info(${q(n)})`)));
        const tables = new Map(names.map((n, i): [string, string[]] => [n, REFERENCE_TABLES.has(n) ? ['count', 'max_rowid'] : infos[i]!.results.map((c) => c.name)]));
        // One line per row: "<rowid> <JSON array of its values>" (JSON escapes newlines, so lines never break).
        const sql =
          'SELECT ' +
          [...tables]
            .map(([t, cols]) =>
              REFERENCE_TABLES.has(t)
                ? `(SELECT '0 ' || json_array(count(*), max(rowid)) FROM ${q(t)}) AS ${q(t)}`
                : `(SELECT group_concat(rowid || ' ' || json_array(${cols.map(q).join(', ')}), char(10)) FROM ${q(t)}) AS ${q(t)}`,
            )
            .join(', ');
        return { db, d1, tables, sql };
      }),
    );
  }
  return layouts;
}

type Row = Record<string, unknown>;
/** Every row of every data table of every database (as its JSON text), keyed by `binding.table`, then rowid. */
export type Dump = Record<string, Map<number, string>>;
const columnsOf = new Map<string, string[]>();

/** The whole of every database, one statement per database. */
export async function dump(): Promise<Dump> {
  const out: Dump = {};
  await Promise.all(
    (await layout()).map(async ({ db, d1, tables, sql }) => {
      const row = (await d1.prepare(sql).first<Record<string, string | null>>())!;
      for (const [t, cols] of tables) {
        const key = `${db}.${t}`;
        columnsOf.set(key, cols);
        const map = new Map<number, string>();
        for (const line of row[t]?.split('\n') ?? []) {
          const space = line.indexOf(' ');
          map.set(Number(line.slice(0, space)), line.slice(space + 1));
        }
        out[key] = map;
      }
    }),
  );
  return out;
}

/** The full content of the reference tables of every database. */
export async function referenceData(): Promise<string> {
  const out = await Promise.all(
    (await layout()).map(async ({ d1, tables }) => {
      const names = [...REFERENCE_TABLES].filter((t) => tables.has(t));
      const results = await d1.batch(names.map((t) => d1.prepare(`SELECT * FROM ${q(t)} ORDER BY rowid`)));
      return results.map((r) => r.results);
    }),
  );
  return JSON.stringify(out);
}

export interface Change {
  /** The D1 binding (DB, DB_EU, …). */
  db: string;
  table: string;
  rowid: number;
  kind: 'added' | 'removed' | 'changed';
  before?: Row;
  after?: Row;
  /** Columns whose value differs (all columns of an added row). */
  columns: string[];
}

function rowOf(key: string, text: string): Row {
  const values = JSON.parse(text) as unknown[];
  return Object.fromEntries((columnsOf.get(key) ?? []).map((c, i) => [c, values[i]]));
}

/** Row-level differences between two dumps (rows are compared as text; only differing ones are decoded). */
export function changesBetween(before: Dump, after: Dump): Change[] {
  const out: Change[] = [];
  for (const key of Object.keys(after)) {
    const [db, table] = key.split('.') as [string, string];
    const a = before[key] ?? new Map<number, string>();
    const b = after[key]!;
    for (const [rowid, text] of b) {
      const old = a.get(rowid);
      if (old === text) continue;
      const row = rowOf(key, text);
      if (old === undefined) {
        out.push({ db, table, rowid, kind: 'added', after: row, columns: Object.keys(row) });
      } else {
        const prev = rowOf(key, old);
        const columns = Object.keys(row).filter((k) => JSON.stringify(row[k]) !== JSON.stringify(prev[k]));
        out.push({ db, table, rowid, kind: 'changed', before: prev, after: row, columns });
      }
    }
    for (const [rowid, text] of a) if (!b.has(rowid)) out.push({ db, table, rowid, kind: 'removed', before: rowOf(key, text), columns: [...(columnsOf.get(key) ?? [])] });
  }
  return out;
}

/**
 * Changes other than the allowed ones. `audit_events` is append-only and gets its hash column
 * filled by the sealer, so by default only a new audit row counts as a change there.
 * `rate_counters` counts refused attempts (wrong passwords, reset-code guesses): a refusal is
 * meant to write there, so it never counts as a change.
 */
export function unexpectedChanges(before: Dump, after: Dump, opts: { ignoreTables?: string[] } = {}): string[] {
  return changesBetween(before, after)
    .filter((c) => c.table !== 'rate_counters' && !opts.ignoreTables?.includes(c.table))
    .filter((c) => !(c.table === 'audit_events' && c.kind === 'changed'))
    .map((c) => `${c.kind} ${c.db}.${c.table}#${c.rowid} [${c.columns.join(', ')}]`);
}

// The test files of a worker share one isolate (isolate: false in vitest.config.ts), so its local
// rate limiters (per user for the AI, per account and address for sign-in) and this module, while
// each file starts from empty databases (test/apply-migrations.ts): a random offset per database
// keeps two files' users (and records) from having the same ids, and the placeholder clinic says
// whether this file's databases are spread already.
const PLACEHOLDER_CLINIC = 'placeholder (security tests)';
let spreading: Promise<void> = Promise.resolve();

/**
 * Once per file (per fresh database): gives every table of every database its own block of ids (ten million per
 * table, three million per database within it, from a random offset), so an id of one kind or one
 * region is never an existing row of another in a test that tries every id. Clinic and user ids are allocated per region above the largest one in use
 * (db/regions.ts), so a placeholder clinic and user (no membership) at the offset move those too.
 */
export function spreadIds(): Promise<void> {
  // One at a time, so two callers never spread the same databases twice.
  const run = spreading.then(async () => {
    const done = await regionDatabase(env, 'us').prepare('SELECT 1 FROM clinics WHERE name = ?').bind(PLACEHOLDER_CLINIC).first();
    if (!done) await spreadFrom(1 + Math.floor(Math.random() * 3_000_000));
  });
  spreading = run.catch(() => undefined);
  return run;
}

async function spreadFrom(offset: number): Promise<void> {
  for (const [j, { d1, tables }] of (await layout()).entries()) {
    const names = [...tables.keys()];
    await d1.batch(
      names.flatMap((t, i) => {
        // Table i, database j: its own range, so ids differ across tables and across regions' databases.
        const base = (i + 1) * 10_000_000 + j * 3_000_000 + offset;
        // D1 binds JS numbers as REAL; AUTOINCREMENT only honours an INTEGER seq.
        return [
          d1.prepare(`INSERT INTO sqlite_sequence (name, seq) SELECT ?1, CAST(?2 AS INTEGER) WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?1)`).bind(t, base),
          d1.prepare(`UPDATE sqlite_sequence SET seq = CAST(max(seq, ?2) AS INTEGER) WHERE name = ?1`).bind(t, base),
        ];
      }),
    );
  }
  for (const region of REGIONS) {
    const d1 = regionDatabase(env, region);
    // Clinics from the offset, users three million above it: the two kinds never share an id either.
    const clinicId = REGION_ID_BASE[region] + offset;
    const userId = clinicId + 3_000_000;
    await d1.batch([
      d1.prepare(`INSERT OR IGNORE INTO clinics (id, name) VALUES (CAST(?1 AS INTEGER), ?2)`).bind(clinicId, PLACEHOLDER_CLINIC),
      d1
        // No membership: a placeholder belongs to no clinic and, with no password hash, signs in nowhere.
        .prepare(`INSERT OR IGNORE INTO users (id, clinic_id, username, email, password_hash, name) VALUES (CAST(?1 AS INTEGER), CAST(?2 AS INTEGER), ?3, ?4, '!', 'placeholder')`)
        .bind(userId, clinicId, `placeholder-${region}-${offset}`, `placeholder-${region}-${offset}@invalid`),
    ]);
  }
}

// ───────────────────────────── clients and responses ─────────────────────────────

/** A client address no other test (in any file) uses, so login throttling never leaks between tests. */
export const uniqueAddress = freshAddress;

/**
 * Waits out the last seconds of a rate-limit window. The local limiter counts in fixed windows
 * aligned to the wall clock (epoch minutes), so a burst of attempts that straddles a boundary
 * would start counting from zero halfway through.
 */
export async function clearOfWindowEdge(periodMs = 60_000, marginMs = 4_000): Promise<void> {
  const left = periodMs - (Date.now() % periodMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}

/** A client with its own never-reused address. */
export const newClient = () => new TestClient(uniqueAddress());

/** The JSON body of a response (or its text when it is not JSON). */
export async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An error body without its per-request id, for comparing two answers. */
export function withoutRequestId(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const { requestId: _requestId, ...rest } = body as Record<string, unknown>;
    return rest;
  }
  return body;
}

/** Sends a JSON (or absent) body with any method; `raw` sends a string body as is. */
export function send(client: TestClient, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  if (body === undefined) return client.request(path, { method, headers });
  return client.request(path, { method, headers, json: body });
}

// ───────────────────────────── two populated clinics ─────────────────────────────

export interface Actor {
  client: TestClient;
  user: { id: number; clinicId: number; username: string; email: string; name: string };
  password: string;
}

export interface ClinicWorld {
  /** A word that appears in every text this clinic stores (names, notes, messages, …). */
  marker: string;
  clinicId: number;
  owner: Actor;
  member: Actor;
  patientId: number;
  deletedPatientId: number;
  noteId: number;
  appointmentId: number;
  appointmentAt: string;
  labResultId: number;
  /** Chart items of the patient (DESIGN.md §8). */
  problemId: number;
  allergyId: number;
  medicationId: number;
  observationId: number;
  /** Sent by the member to the owner. */
  messageId: number;
  apiKeyId: number;
  apiKey: string;
  /** A registered EHR (CDS Hooks client). */
  cdsClientId: number;
  /** A registered SMART app (public, with a launch URL). */
  smartAppId: number;
  smartAppClientId: string;
  inviteCode: string;
  inviteId: number;
  /** The owner's current session handle (GET /api/user/sessions). */
  ownerSession: string;
}

async function ok<T>(res: Promise<Response>, what: string): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** Signs up a new user (owner of a new clinic, or a member with an invite code) on a fresh client. */
export async function signUp(overrides: Record<string, unknown> = {}): Promise<Actor> {
  const client = newClient();
  const body = registration(overrides);
  const user = await ok<Actor['user']>(client.post('/api/register', body), 'register');
  return { client, user, password: body.password as string };
}

let slot = 0;
/** A start time no other appointment of this file uses (one a day, from tomorrow on). */
function freeSlot(): { dateTime: string; endDateTime: string } {
  slot += 1;
  const start = new Date(Date.UTC(2031, 0, 1, 9) + slot * 86_400_000);
  return { dateTime: start.toISOString(), endDateTime: new Date(start.getTime() + 30 * 60_000).toISOString() };
}

/** How long a suite may take to build its clinics (each with one of everything) on a shared machine. */
export const WORLD_SETUP_TIMEOUT_MS = 60_000;

/** A clinic (in `region`'s database) with an owner, a member and one of everything, every text carrying `marker`. */
export async function buildClinic(marker: string, opts: { region?: 'us' | 'eu' } = {}): Promise<ClinicWorld> {
  await spreadIds();
  const owner = await signUp({ name: `Dr ${marker} Owner`, ...(opts.region ? { region: opts.region } : {}) });
  return records(marker, owner);
}

/**
 * New records in the same clinic, a live owner session and a working member (a new one if the
 * last was disabled or removed): fresh targets for a test that deletes, revokes or signs out —
 * much cheaper than a new clinic (no password hashing unless a member is needed).
 */
export async function refresh(world: ClinicWorld): Promise<ClinicWorld> {
  const [ownerIn, memberIn] = await Promise.all([world.owner.client.get('/api/user'), world.member.client.get('/api/user')]);
  if (ownerIn.status !== 200) {
    const session = await createSession(env, userDb(world.owner.user.id), world.owner.user.id, world.clinicId);
    world.owner.client.cookie = sessionCookie(session.id);
  }
  return records(world.marker, world.owner, memberIn.status === 200 ? world.member : undefined);
}

async function records(marker: string, owner: Actor, existingMember?: Actor): Promise<ClinicWorld> {
  const c = owner.client;
  const [invite, patient, gone, key, sessions, cdsClient, smartApp] = await Promise.all([
    ok<{ code: string }>(c.post('/api/clinic/invites', { maxUses: 5, expiresInDays: 7 }), 'invite'),
    ok<{ id: number }>(c.post('/api/patients', { fullName: `${marker} Patient`, age: 50, gender: 'Female', condition: `${marker} condition`, email: `${marker.toLowerCase()}@example.org` }), 'patient'),
    ok<{ id: number }>(c.post('/api/patients', { fullName: `${marker} Removed`, age: 60, gender: 'Male' }), 'patient 2'),
    ok<{ id: number; key: string }>(c.post('/api/clinic/api-keys', { name: `${marker} key` }), 'api key'),
    ok<{ handle: string; current: boolean }[]>(c.get('/api/user/sessions'), 'sessions'),
    ok<{ id: number }>(c.post('/api/clinic/cds-clients', validCdsClient(marker)), 'cds client'),
    ok<{ id: number; clientId: string }>(c.post('/api/clinic/smart-apps', validSmartApp(marker)), 'smart app'),
  ]);
  const when = freeSlot();
  const [member, note, appointment, lab] = await Promise.all([
    existingMember ?? signUp({ name: `Dr ${marker} Member`, inviteCode: invite.code }),
    ok<{ id: number }>(c.post('/api/clinical-notes', { patientId: patient.id, noteContent: `${marker} note` }), 'note'),
    ok<{ id: number }>(
      c.post('/api/appointments', { patientId: patient.id, doctorId: owner.user.id, ...when, purpose: `${marker} visit`, type: 'Office Visit', status: 'Scheduled' }),
      'appointment',
    ),
    ok<{ id: number }>(
      c.post('/api/lab-results', { patientId: patient.id, labName: `${marker} panel`, tests: [{ name: `${marker} test`, value: '4.2', unit: 'mmol/L', referenceRange: '3-5', status: 'normal' }] }),
      'lab result',
    ),
    ok(c.delete(`/api/patients/${gone.id}`), 'delete patient'),
  ]);
  const [message, problem, allergy, medication, observation] = await Promise.all([
    ok<{ id: number }>(member.client.post('/api/messages', { toId: owner.user.id, content: `${marker} message`, patientId: patient.id }), 'message'),
    ok<{ id: number }>(c.post(`/api/patients/${patient.id}/problems`, { text: `${marker} problem` }), 'problem'),
    ok<{ id: number }>(c.post(`/api/patients/${patient.id}/allergies`, { text: `${marker} allergy`, category: 'food' }), 'allergy'),
    ok<{ medication: { id: number } }>(c.post(`/api/patients/${patient.id}/medications`, { text: `${marker} medication` }), 'medication'),
    ok<{ id: number }>(c.post(`/api/patients/${patient.id}/observations`, { category: 'laboratory', text: `${marker} observation`, valueText: `${marker} value`, effectiveAt: '2026-01-02' }), 'observation'),
  ]);
  return {
    marker,
    clinicId: owner.user.clinicId,
    owner,
    member,
    patientId: patient.id,
    deletedPatientId: gone.id,
    noteId: note.id,
    appointmentId: appointment.id,
    appointmentAt: when.dateTime,
    labResultId: lab.id,
    problemId: problem.id,
    allergyId: allergy.id,
    medicationId: medication.medication.id,
    observationId: observation.id,
    messageId: message.id,
    apiKeyId: key.id,
    apiKey: key.key,
    cdsClientId: cdsClient.id,
    smartAppId: smartApp.id,
    smartAppClientId: smartApp.clientId,
    inviteCode: invite.code,
    inviteId: (await env.DB.prepare('SELECT max(id) AS id FROM clinic_invites WHERE clinic_id = ?').bind(owner.user.clinicId).first<{ id: number }>())!.id,
    ownerSession: sessions.find((s) => s.current)!.handle,
  };
}

/**
 * The ids of a clinic's records that a path parameter could name, by the resource segment
 * before it; an unknown resource gets every id the clinic has.
 */
export function idsFor(world: ClinicWorld, route: Route, param: string): (string | number)[] {
  const all = [
    world.patientId,
    world.deletedPatientId,
    world.noteId,
    world.appointmentId,
    world.labResultId,
    world.problemId,
    world.allergyId,
    world.medicationId,
    world.observationId,
    world.messageId,
    world.apiKeyId,
    world.cdsClientId,
    world.smartAppId,
    world.inviteId,
    world.owner.user.id,
    world.member.user.id,
    world.ownerSession,
  ];
  switch (resourceOf(route, param)) {
    case 'Patient':
    case 'patients':
      return route.path.endsWith('/restore') ? [world.deletedPatientId] : [world.patientId];
    case 'clinical-notes':
      return [world.noteId];
    case 'appointments':
      return [world.appointmentId];
    case 'lab-results':
      return [world.labResultId];
    case 'problems':
      return [world.problemId];
    case 'allergies':
      return [world.allergyId];
    case 'medications':
      return [world.medicationId];
    case 'observations':
      return [world.observationId];
    case 'messages':
      return [world.messageId];
    case 'notifications':
      // Numbered per user in that user's hub and looked up only there: the same number in another
      // user's path is that user's own notification, never this clinic's (routes/notifications.test.ts).
      return [];
    case 'launches':
    case 'user-links':
      // A SMART launch is looked up only with the session that made it (its token is sealed with that
      // session's secret): another session's or clinic's launch answers 404 (routes/smart-launch.test.ts).
      return [];
    case 'api-keys':
      return [world.apiKeyId];
    case 'cds-clients':
      return [world.cdsClientId];
    case 'smart-apps':
    case 'apps':
      return [world.smartAppId];
    case 'invites':
      return [world.inviteId];
    case 'sessions':
      return [world.ownerSession];
    case 'members':
    case 'users':
    case 'Practitioner':
      return [world.member.user.id];
    default:
      return all;
  }
}

/** The first id of `idsFor` for each parameter: a path that names one of the clinic's own records. */
export function ownPath(world: ClinicWorld, route: Route): string {
  return fillPath(route, Object.fromEntries(route.params.map((p) => [p, idsFor(world, route, p)[0]])));
}

// ───────────────────────────── endpoint inputs ─────────────────────────────

export interface Ctx {
  /** The clinic of the caller. */
  world: ClinicWorld;
  /** The path parameters of the request. */
  params: Record<string, string | number>;
}

export interface RouteInput {
  /** The zod schema of the JSON body (from core/schemas: the API contract). */
  body?: z.ZodObject;
  /** The zod schema of the query string. */
  query?: z.ZodObject;
  /** A body the endpoint accepts, for the caller's clinic and path. */
  valid?: (ctx: Ctx) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

async function versionOf(table: string, id: string | number | undefined): Promise<number> {
  const row = await env.DB.prepare(`SELECT version FROM "${table}" WHERE id = ?`).bind(Number(id)).first<{ version: number }>();
  return row?.version ?? 1;
}

/** A well-formed browser subscription (keys from RFC 8291 §5). */
const VALID_PUSH_SUBSCRIPTION = {
  endpoint: 'http://127.0.0.1:9/push/security-suite',
  expirationTime: null,
  keys: { p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' },
};

/** A registration of an EHR (its issuer unique per call: one live registration per issuer and clinic); a P-384 public key made for these tests (its private half was thrown away). */
function validCdsClient(marker: string) {
  return {
    name: `${marker} EHR`, issuer: `https://${marker.toLowerCase()}-${crypto.randomUUID()}.example.org`, fhirServer: 'https://fhir.example.org/r4',
    jwks: { keys: [{ kty: 'EC', crv: 'P-384', kid: 'valid-1', x: 'N0GH43cZwPpuk4dgs6thyAocTZkJurDpIoz6Vrg8iMP5e9_AIKi_WatOTqC58TOb', y: 'a3HwwycIuodG9uwZ_4hGoEEYLqUZ5Izoyf_hC3bL9urWQm8bcDMSncu5_iV8KiPv' }] },
  };
}

function validSmartApp(marker: string) {
  return { name: `${marker} app`, redirectUris: ['https://app.example.org/callback'], scopes: 'launch launch/patient patient/Patient.rs', launchUrl: 'https://app.example.org/launch' };
}

/** An authorization request of the clinic's app, as the consent page passes it on. */
function authorizeRequest(world: ClinicWorld) {
  return {
    response_type: 'code', client_id: world.smartAppClientId, redirect_uri: 'https://app.example.org/callback', scope: 'launch/patient patient/Patient.rs', state: 'valid-state',
    aud: 'https://medassist.test/fhir/R4', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
  };
}

/** A Bulk Data POST kick-off's body (core/fhir/bulk-request.ts kickOffParameters). */
const BULK_KICK_OFF_PARAMETERS = z.object({ resourceType: z.literal('Parameters'), parameter: z.array(z.object({ name: z.string(), valueString: z.string() })) });

const VALID_PATIENT = { fullName: 'Valid Patient', age: 40, gender: 'Other', condition: 'Hypertension', contactNumber: '+1 555 0100', email: 'valid@example.org' };

/**
 * What each known endpoint takes. Routes missing here are still covered by the route-table tests
 * (401, CSRF, 413, GET purity, fuzzing with arbitrary JSON), just without a known-valid body.
 */
export const INPUTS: Record<string, RouteInput> = {
  'POST /api/register': { body: RegisterSchema, valid: () => registration() },
  'POST /api/login': { body: LoginSchema, valid: ({ world }) => ({ username: world.owner.user.username, password: world.owner.password }) },
  'POST /smart/api/login': { body: LoginSchema, valid: ({ world }) => ({ username: world.owner.user.username, password: world.owner.password }) },
  'PATCH /api/user': { body: ProfileUpdateSchema, valid: () => ({ name: 'Dr Valid Name', biography: 'A short biography.' }) },
  'POST /api/user/password': { body: PasswordChangeSchema, valid: ({ world }) => ({ currentPassword: world.owner.password, newPassword: world.owner.password }) },
  'GET /api/patients': { query: PatientListQuerySchema },
  'GET /fhir/R4/Patient': { query: z.object({ name: z.string(), identifier: z.string() }) },
  'GET /fhir/R4/Observation': { query: z.object({ patient: z.string(), code: z.string() }) },
  // Bulk Data kick-offs (routes/bulk-export.ts): without Prefer: respond-async a sweep's GET is a 400 that starts nothing.
  'GET /fhir/R4/$export': { query: z.object({ _type: z.string(), _since: z.string() }) },
  // The POST kick-offs take a FHIR Parameters body; a sweep's POST sends no Prefer: respond-async, so it is a 400 too.
  'POST /fhir/R4/$export': { body: BULK_KICK_OFF_PARAMETERS },
  'POST /fhir/R4/Patient/$export': { body: BULK_KICK_OFF_PARAMETERS },
  'POST /api/patients': { body: PatientInputSchema, valid: () => ({ ...VALID_PATIENT }) },
  'PATCH /api/patients/:id': { body: PatientUpdateSchema, valid: async ({ params }) => ({ ...VALID_PATIENT, version: await versionOf('patients', params.id) }) },
  'GET /api/clinical-notes': { query: NoteListQuerySchema },
  'POST /api/clinical-notes': { body: NoteCreateSchema, valid: ({ world }) => ({ patientId: world.patientId, noteContent: 'A valid note.' }) },
  'PATCH /api/clinical-notes/:id': { body: NoteUpdateSchema, valid: async ({ params }) => ({ noteContent: 'An edited note.', version: await versionOf('clinical_notes', params.id) }) },
  'DELETE /api/clinical-notes/:id': { body: NoteDeleteSchema, valid: () => ({ reason: 'Entered in the wrong chart.' }) },
  'GET /api/appointments': { query: AppointmentListQuerySchema },
  'POST /api/appointments': {
    body: AppointmentCreateSchema,
    valid: ({ world }) => ({ patientId: world.patientId, doctorId: world.owner.user.id, ...freeSlot(), purpose: 'Valid follow-up', type: 'Telehealth', status: 'Scheduled' }),
  },
  'PATCH /api/appointments/:id': { body: AppointmentUpdateSchema, valid: async ({ world, params }) => ({ version: await versionOf('appointments', params.id), doctorId: world.owner.user.id, purpose: 'Changed purpose', status: 'Confirmed' }) },
  'GET /api/lab-results': { query: LabResultListQuerySchema },
  'POST /api/lab-results': {
    body: LabResultCreateSchema,
    valid: ({ world }) => ({ patientId: world.patientId, labName: 'Basic panel', tests: [{ name: 'Sodium', value: '140', unit: 'mmol/L', referenceRange: '135-145', status: 'normal' }] }),
  },
  'GET /api/patients/:id/problems': { query: ChartListQuerySchema },
  'POST /api/patients/:id/problems': { body: ProblemInputSchema, valid: () => ({ codings: [{ system: SNOMED_CT, code: '38341003', display: 'Hypertensive disorder' }], onsetDate: '2020-01-01' }) },
  'PATCH /api/patients/:id/problems/:itemId': { body: ProblemUpdateSchema, valid: async ({ params }) => ({ clinicalStatus: 'resolved', version: await versionOf('problems', params.itemId) }) },
  'GET /api/patients/:id/allergies': { query: ChartListQuerySchema },
  'POST /api/patients/:id/allergies': { body: AllergyInputSchema, valid: () => ({ text: 'Latex', reaction: 'Rash', severity: 'mild', category: 'environment' }) },
  'PATCH /api/patients/:id/allergies/:itemId': { body: AllergyUpdateSchema, valid: async ({ params }) => ({ reaction: 'Hives', version: await versionOf('allergies', params.itemId) }) },
  'GET /api/patients/:id/medications': { query: ChartListQuerySchema },
  'POST /api/patients/:id/medications': { body: MedicationInputSchema, valid: () => ({ text: 'Levothyroxine 50 mcg', dose: '50 mcg', frequency: 'once daily' }) },
  'POST /api/patients/:id/medication-check': { body: PatientMedicationCheckSchema, valid: () => ({ medications: ['Metformin 500 mg'] }) },
  'PATCH /api/patients/:id/medications/:itemId': { body: MedicationUpdateSchema, valid: async ({ params }) => ({ dose: '75 mcg', version: await versionOf('medications', params.itemId) }) },
  'GET /api/patients/:id/observations': { query: ChartListQuerySchema },
  'POST /api/patients/:id/observations': {
    body: ObservationInputSchema,
    valid: () => ({ category: 'vital-signs', codings: [{ system: LOINC, code: '8867-4', display: 'Heart rate' }], valueNumber: 72, unit: '/min', effectiveAt: '2026-11-01T09:00:00Z' }),
  },
  'PATCH /api/patients/:id/observations/:itemId': { body: ObservationUpdateSchema, valid: async ({ params }) => ({ interpretation: 'N', version: await versionOf('observations', params.itemId) }) },
  'GET /api/messages': { query: MessageListQuerySchema },
  'POST /api/messages': { body: MessageCreateSchema, valid: ({ world }) => ({ toId: world.member.user.id, content: 'A valid message.', patientId: world.patientId }) },
  'GET /api/notifications': { query: NotificationListQuerySchema },
  'PATCH /api/push/preferences': { body: PushPreferencesSchema, valid: () => ({ message: true, appointment_reminder: true }) },
  // Only push services' hosts are taken (issue 32); the local stand-in's form, on the discard port
  // where nothing listens: a push the suite triggers goes nowhere.
  'POST /api/push/subscriptions': { body: PushSubscriptionSchema, valid: () => ({ ...VALID_PUSH_SUBSCRIPTION }) },
  'DELETE /api/push/subscriptions': { body: PushUnsubscribeSchema, valid: () => ({ endpoint: VALID_PUSH_SUBSCRIPTION.endpoint }) },
  'PATCH /api/clinic/escalation': { body: EscalationSettingsUpdateSchema, valid: () => ({ handoffAfter: 4 }) },
  'PATCH /api/clinic': { body: ClinicUpdateSchema, valid: () => ({ name: 'Valid Clinic Name', phone: '+1 555 0199' }) },
  'POST /api/password-reset': { body: PasswordResetSchema, valid: ({ world }) => ({ username: world.member.user.username, code: 'not-a-real-code', newPassword: 'a new passphrase' }) },
  'GET /api/audit-events': { query: AuditQuerySchema },
  'POST /api/clinic/invites': { body: InviteCreateSchema, valid: () => ({ maxUses: 2, expiresInDays: 3, role: 'nurse' }) },
  'PATCH /api/clinic/members/:id': { body: MemberUpdateSchema, valid: () => ({ role: 'nurse' }) },
  'POST /api/clinic/api-keys': { body: ApiKeyCreateSchema, valid: () => ({ name: 'Valid lab system' }) },
  'POST /api/clinic/cds-clients': { body: CdsClientFieldsSchema, valid: () => validCdsClient('Valid') },
  'POST /api/clinic/smart-apps': { body: SmartAppCreateFieldsSchema, valid: () => validSmartApp('Valid') },
  'PATCH /api/clinic/smart-apps/:id': { body: SmartAppPatchSchema, valid: () => ({ disabled: false }) },
  'GET /api/oauth/consent': { query: AuthorizeParamsSchema },
  'POST /api/oauth/consent': { body: ConsentDecisionSchema, valid: ({ world }) => ({ request: authorizeRequest(world), approve: true, patientId: world.patientId }) },
  'POST /api/oauth/apps/:id/launch': { body: SmartLaunchRequestSchema, valid: ({ world }) => ({ patientId: world.patientId }) },
  'GET /api/clinical-guidelines': { query: GuidelineQuerySchema },
  'POST /api/ai/medassist': { body: MedAssistRequestSchema, valid: ({ world }) => ({ prompt: 'What is a normal sodium?', patientId: world.patientId }) },
  'POST /api/ai/medassist/stream': { body: MedAssistRequestSchema, valid: ({ world }) => ({ prompt: 'What is a normal sodium?', patientId: world.patientId }) },
  'POST /api/ai/analyze-results': { body: AnalyzeResultsRequestSchema, valid: ({ world }) => ({ patientInfo: '50 y woman', testResults: 'Na 140', patientId: world.patientId }) },
  'POST /api/ai/analyze-results/stream': { body: AnalyzeResultsRequestSchema, valid: ({ world }) => ({ patientInfo: '50 y woman', testResults: 'Na 140', patientId: world.patientId }) },
};

/** A valid body for the route in the caller's clinic, or `{}` when the route takes none (or is unknown). */
export async function validBody(route: Route, ctx: Ctx): Promise<Record<string, unknown> | undefined> {
  const input = INPUTS[route.key];
  if (input?.valid) return input.valid(ctx);
  return route.method === 'DELETE' ? undefined : {};
}

/** The keys of a route's body schema (the fields the contract lets a client set). */
export function bodyFields(route: Route): string[] {
  const schema = INPUTS[route.key]?.body;
  return schema ? Object.keys(schema.shape) : [];
}

/** Query values that name a clinic's records, for every query key the API knows (and a few it may add). */
export function queryPool(world: ClinicWorld): Record<string, string> {
  return {
    q: world.marker,
    query: world.marker,
    search: world.marker,
    patientId: String(world.patientId),
    doctorId: String(world.owner.user.id),
    userId: String(world.owner.user.id),
    withUser: String(world.member.user.id),
    labResultId: String(world.labResultId),
    date: world.appointmentAt,
    from: '2020-01-01',
    to: '2040-12-31',
    limit: '500',
    tz: 'UTC',
    // The FHIR searches (routes/fhir.ts).
    name: world.marker,
    identifier: world.marker,
    patient: String(world.patientId),
    code: '2823-3',
  };
}

/**
 * Query strings for a GET route: none, each key of its schema alone (every member of an enum key),
 * and all keys together. A route without a registered query schema gets none and the whole pool.
 */
export function queryVariants(route: Route, pool: Record<string, string>): string[] {
  const schema = INPUTS[route.key]?.query;
  if (!schema) return ['', `?${new URLSearchParams(pool)}`];
  const keys = Object.keys(schema.shape);
  const out = [''];
  const all: Record<string, string> = {};
  for (const key of keys) {
    const options = enumOptions(schema.shape[key]!);
    const values = options ?? (pool[key] !== undefined ? [pool[key]] : []);
    for (const v of values) out.push(`?${new URLSearchParams({ [key]: v })}`);
    if (values[0] !== undefined) all[key] = pool[key] ?? values[0];
  }
  out.push(`?${new URLSearchParams(all)}`);
  return [...new Set(out)];
}
