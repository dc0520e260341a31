import type { Membership, StaffRole } from '../../core/permissions';

// The strongly consistent half of a session: which of one user's sessions are live, when each was
// last used, and the member's role and owner flag in the session's clinic. It lives in that user's
// Durable Object (notifications/hub.ts), so a logout, revocation, password change or role change is
// seen by the very next request at every location, which KV (eventually consistent, up to ~60 s)
// cannot promise, and no request needs a database read to know what its user may do. Keyed by the
// session's handle, never its id.

/** Session lifetime rules (DESIGN.md §3). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Idle expiry is pushed forward at most this often, to spare storage writes. */
export const SESSION_REFRESH_MS = 60 * 1000;

/** What the registry knows of one live session. */
export interface LiveSession {
  handle: string;
  clinicId: number;
  createdAt: number;
  lastSeenAt: number;
  /** The user's role and owner flag in `clinicId`, kept current by every membership change. */
  member: Membership;
}

/**
 * Which sessions an ending applies to: all, only one, or all but one (handles); `inClinic` narrows
 * it to the sessions working in that clinic (a member disabled in one of their clinics keeps the others).
 */
export type SessionScope = { only?: string; except?: string; inClinic?: number };

interface Row {
  handle: string;
  clinic_id: number;
  created_at: number;
  last_seen_at: number;
  role: string;
  owner: number;
  [key: string]: SqlStorageValue;
}

/** When a session ends unless a request pushes its idle expiry forward (it can only move later). */
export function expiryOf(session: Pick<LiveSession, 'createdAt' | 'lastSeenAt'>): number {
  return Math.min(session.createdAt + SESSION_ABSOLUTE_MS, session.lastSeenAt + SESSION_IDLE_MS);
}

const EXPIRY_SQL = `min(created_at + ${SESSION_ABSOLUTE_MS}, last_seen_at + ${SESSION_IDLE_MS})`;
const toSession = (r: Row): LiveSession => ({
  handle: r.handle,
  clinicId: r.clinic_id,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  member: { role: r.role as StaffRole, owner: r.owner === 1 },
});

/** One user's live sessions in their Durable Object's SQLite storage. */
export class SessionRegistry {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(
      `CREATE TABLE IF NOT EXISTS sessions (handle TEXT PRIMARY KEY, clinic_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL, role TEXT NOT NULL, owner INTEGER NOT NULL)`,
    );
    // Sessions registered before the role was kept here: their role is unknown, so they end (the
    // user signs in once more) rather than being let through with a guessed one.
    if (!sql.exec(`SELECT * FROM sessions LIMIT 0`).columnNames.includes('role')) {
      sql.exec(`DELETE FROM sessions`);
      sql.exec(`ALTER TABLE sessions ADD COLUMN role TEXT NOT NULL DEFAULT 'read-only'`);
      sql.exec(`ALTER TABLE sessions ADD COLUMN owner INTEGER NOT NULL DEFAULT 0`);
    }
    sql.exec(`CREATE TABLE IF NOT EXISTS membership_changes (id INTEGER PRIMARY KEY CHECK (id = 0), count INTEGER NOT NULL)`);
  }

  /**
   * How many membership changes (role, owner flag, and every ending: disabling and removal end
   * sessions) this user has had. A sign-in reads it before it reads the member's role from the
   * database and hands it back to `start`, which refuses if a change came in between: the role it
   * read may be the old one, and the change could not update a session that was not here yet.
   */
  changeCount(): number {
    return this.sql.exec<{ count: number }>(`SELECT count FROM membership_changes`).toArray()[0]?.count ?? 0;
  }

  private countChange(): void {
    this.sql.exec(`INSERT INTO membership_changes (id, count) VALUES (0, 1) ON CONFLICT (id) DO UPDATE SET count = count + 1`);
  }

  /**
   * Registers a new session (and forgets the user's expired ones, so the table stays small), unless
   * the user's membership changed since `changesSeen` (see changeCount): then false, nothing written.
   */
  start(session: LiveSession, changesSeen: number, now: number): boolean {
    if (this.changeCount() !== changesSeen) return false;
    this.sql.exec(`DELETE FROM sessions WHERE ${EXPIRY_SQL} <= ?`, now);
    this.sql.exec(
      `INSERT OR REPLACE INTO sessions (handle, clinic_id, created_at, last_seen_at, role, owner) VALUES (?, ?, ?, ?, ?, ?)`,
      session.handle, session.clinicId, session.createdAt, session.lastSeenAt, session.member.role, session.member.owner ? 1 : 0,
    );
    return true;
  }

  /** A role or owner-flag change in `clinicId`: every live session there is judged by it from now on. */
  changeMembership(clinicId: number, member: Membership): void {
    this.countChange();
    this.sql.exec(`UPDATE sessions SET role = ?, owner = ? WHERE clinic_id = ?`, member.role, member.owner ? 1 : 0, clinicId);
  }

  /**
   * The check every request makes, with the idle refresh folded in: null when the session is
   * unknown, ended or expired (an expired one is forgotten); otherwise the session, its idle expiry
   * pushed forward when the last push is a minute old. Only a row that exists is ever updated, so a
   * session that ended can never be brought back by a refresh.
   */
  touch(handle: string, now: number): LiveSession | null {
    const row = this.sql.exec<Row>(`SELECT * FROM sessions WHERE handle = ?`, handle).toArray()[0];
    if (!row) return null;
    const session = toSession(row);
    if (now >= expiryOf(session)) {
      this.sql.exec(`DELETE FROM sessions WHERE handle = ?`, handle);
      return null;
    }
    if (now - session.lastSeenAt >= SESSION_REFRESH_MS) {
      this.sql.exec(`UPDATE sessions SET last_seen_at = ? WHERE handle = ?`, now, handle);
      session.lastSeenAt = now;
    }
    return session;
  }

  /** Ends the sessions in `scope`; returns the handles that were live. */
  end(scope: SessionScope, now: number): string[] {
    this.countChange();
    const inScope = (s: LiveSession) => (scope.only ? s.handle === scope.only : s.handle !== scope.except) && (scope.inClinic === undefined || s.clinicId === scope.inClinic);
    const live = this.list(now);
    const ended = live.filter(inScope).map((s) => s.handle);
    if (scope.inClinic !== undefined) {
      // Only the clinic's sessions go; expired rows of other clinics are left to start() to tidy.
      for (const handle of ended) this.sql.exec(`DELETE FROM sessions WHERE handle = ?`, handle);
    } else if (scope.only) this.sql.exec(`DELETE FROM sessions WHERE handle = ?`, scope.only);
    else if (scope.except) this.sql.exec(`DELETE FROM sessions WHERE handle != ?`, scope.except);
    else this.sql.exec(`DELETE FROM sessions`);
    return ended;
  }

  /**
   * Moves a live session to another clinic with the member's role there (issue 21): 'changed' (nothing
   * written) when the membership changed since `changesSeen`, 'ended' when the session is not live.
   */
  switchClinic(handle: string, clinicId: number, member: Membership, changesSeen: number, now: number): 'switched' | 'changed' | 'ended' {
    // As at sign-in: a membership change since the role was read means it may be the old one.
    if (this.changeCount() !== changesSeen) return 'changed';
    const written = this.sql.exec(
      `UPDATE sessions SET clinic_id = ?, role = ?, owner = ? WHERE handle = ? AND ${EXPIRY_SQL} > ?`,
      clinicId, member.role, member.owner ? 1 : 0, handle, now,
    ).rowsWritten;
    return written > 0 ? 'switched' : 'ended';
  }

  /** The live sessions by handle (the hub's fan-out asks this once per notification: who is live, and in which clinic). */
  live(now: number): Map<string, LiveSession> {
    return new Map(this.list(now).map((s) => [s.handle, s]));
  }

  /** The live sessions, most recently used first. */
  list(now: number): LiveSession[] {
    return this.sql
      .exec<Row>(`SELECT * FROM sessions WHERE ${EXPIRY_SQL} > ? ORDER BY last_seen_at DESC`, now)
      .toArray()
      .map(toSession);
  }

  /** Idle/absolute expiry of each live session by handle (the hub's fan-out asks this once per notification). */
  expiries(now: number): Map<string, number> {
    return new Map(this.list(now).map((s) => [s.handle, expiryOf(s)]));
  }
}
