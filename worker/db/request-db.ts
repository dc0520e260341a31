import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, OpenSession } from '../env';
import { getDb, type Db } from './client';
import { REGIONS, regionDatabase, regionOfId, type Region } from './regions';

// D1 read replication (issue #10): every request talks to its region's database through the D1
// Sessions API. Reads may be served by the nearest replica; writes and sign-in start at the
// primary. The bookmark of the latest state a user has seen travels back and forth in a cookie, so
// the next request reads at least that state: a user always reads their own writes.

export const BOOKMARK_COOKIE = 'd1b';
// D1 bookmarks are hex groups joined by dashes; anything else in the cookie is ignored.
const BOOKMARK_FORMAT = /^[0-9a-f]+(?:-[0-9a-f]+){2,5}$/i;

/** The client's bookmark for `region`, if it sent a well-formed one. */
function bookmarkFrom(c: Context<AppEnv>, region: Region): string | undefined {
  const raw = getCookie(c, BOOKMARK_COOKIE);
  if (!raw) return undefined;
  const [cookieRegion, bookmark] = raw.split('~');
  return cookieRegion === region && bookmark && bookmark.length <= 200 && BOOKMARK_FORMAT.test(bookmark) ? bookmark : undefined;
}

function openSession(c: Context<AppEnv>, region: Region, primary: boolean): D1DatabaseSession {
  const d1 = regionDatabase(c.env, region);
  if (primary) return d1.withSession('first-primary');
  const bookmark = bookmarkFrom(c, region);
  try {
    return d1.withSession(bookmark ?? 'first-unconstrained');
  } catch {
    // A bookmark D1 does not accept costs only freshness guarantees it could not give anyway.
    return d1.withSession('first-primary');
  }
}

/**
 * The drizzle handle for `region` in this request (one D1 session per region per request).
 * `primary` forces the session to start at the primary (sign-in, lookups before a write).
 */
export function regionDb(c: Context<AppEnv>, region: Region, { primary = c.req.method !== 'GET' } = {}): Db {
  const open = c.get('d1Sessions') ?? [];
  let entry = open.find((s) => s.region === region);
  if (!entry) {
    const session = openSession(c, region, primary);
    entry = { region, session, db: getDb(session as unknown as D1Database) };
    open.push(entry);
    c.set('d1Sessions', open);
  }
  return entry.db;
}

/** After the response: hand the client the bookmark of what this request read or wrote. */
export const d1Bookmarks: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const open: OpenSession[] = c.get('d1Sessions') ?? [];
  // Only the signed-in user's own region matters for their next request.
  const session = c.get('session');
  const mine = open.find((s) => (session ? s.region === regionOfId(session.clinicId) : true));
  const bookmark = mine?.session.getBookmark();
  if (!mine || !bookmark) return;
  setCookie(c, BOOKMARK_COOKIE, `${mine.region}~${bookmark}`, {
    httpOnly: true,
    sameSite: 'Lax',
    // The scheme as the runtime normalised it (lower case): no URL parse (http/https.ts says why).
    secure: c.req.url.startsWith('https:'),
    path: '/api',
    maxAge: 12 * 60 * 60,
  });
};


/** The database of a clinic (its region's), in this request's D1 session. */
export function clinicDb(c: Context<AppEnv>, clinicId: number, options?: { primary?: boolean }): Db {
  return regionDb(c, regionOfId(clinicId), options);
}

/** The signed-in user's clinic database. */
export function sessionDb(c: Context<AppEnv>): Db {
  return clinicDb(c, c.get('session').clinicId);
}

/**
 * Looks a record up in every region's database at once (sign-in, registration, reset codes, lab
 * API keys: before we know the caller's clinic) and returns the first region that has it.
 */
export async function findInAnyRegion<T>(c: Context<AppEnv>, find: (db: Db, region: Region) => Promise<T | null | undefined>): Promise<{ region: Region; db: Db; value: T } | null> {
  const answers = await Promise.all(
    REGIONS.map(async (region) => {
      const db = regionDb(c, region, { primary: true });
      const value = await find(db, region);
      return value === null || value === undefined ? null : { region, db, value };
    }),
  );
  return answers.find((a) => a !== null) ?? null;
}
