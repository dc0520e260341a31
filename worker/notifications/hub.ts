import { DurableObject } from 'cloudflare:workers';
import type { LiveNotification, NotificationInput, ServerMessage, StoredNotification } from '../../core/events';
import { notificationLink, parseClientMessage, ROLE_CHANGED_CLOSE } from '../../core/events';
import { isLocale, type Locale } from '../../core/i18n/locales';
import { heldPermissions, notificationPermission } from '../../core/content-permissions';
import { can, type Membership } from '../../core/permissions';
import { SessionRegistry, type LiveSession, type SessionScope } from '../auth/session-registry';
import { getDb } from '../db/client';
import { regionDatabase, regionOfId } from '../db/regions';
import { getAppointment } from '../db/queries/appointments';
import { getLabResult, isUnreviewedCritical, markNotified } from '../db/queries/lab-results';
import { clinicResultRecipientIds } from '../db/queries/users';
import { getEscalationSettings, handoffRecipients } from '../db/queries/escalation';
import { claimHandoffAlert } from '../db/queries/critical-alerts';
import { membershipOf } from '../db/queries/memberships';
import { SYSTEM_SENDER } from '../db/queries/messages';
import { auditAlerts } from './alert-audit';
import { deliverCriticalAlerts } from './critical-outbox';
import { auditReplay } from './replay-audit';
import { keepsContentOut, withheld } from './residency';
import { escalationIntervalMs } from './timings';
import { DEFAULT_PUSH_PREFERENCES, MAX_PUSH_SUBSCRIPTIONS, sendPush, shouldPush, vapidConfigured, type PushPreferences, type PushSubscriptionRecord } from './push';

/** At most this many missed notifications are replayed after a reconnect (the newest); the bell's list has the rest. */
export const REPLAY_LIMIT = 200;

/** Kept notifications are deleted after this long (issue 20). */
export const NOTIFICATION_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Escalations stop after this many repeats; the result stays highlighted until reviewed. */
export const MAX_ESCALATIONS = 12;

/** SQL: a kept notification belongs to the clinic bound as the next parameter (null: from before clinics were kept apart). */
const IN_CLINIC_SQL = '(clinic_id IS NULL OR clinic_id = ?)';

/**
 * SQL: a kept notification's content is one the reader's CURRENT role may see: its `permission` is
 * among the JSON array of permissions bound as the next parameter (`shownToSql`). A row without one
 * is never shown (fail closed).
 */
const SHOWN_SQL = 'permission IN (SELECT value FROM json_each(?))';
const shownToSql = (member: Membership | null) => JSON.stringify(heldPermissions(member));

/** Whether a notification of `notificationClinic` (null: the account's own) is for a session working in `sessionClinic`. */
const inClinic = (notificationClinic: number | null, sessionClinic: number) => notificationClinic === null || notificationClinic === sessionClinic;

export type ScheduleKind = 'escalation' | 'reminder';

interface ScheduleRow {
  kind: ScheduleKind;
  ref_id: number;
  clinic_id: number;
  due_at: number;
  attempt: number;
  expected_start: number | null;
  [key: string]: SqlStorageValue;
}

interface Attachment {
  userId: number;
  authed: boolean;
  /** The session's handle (also a tag); absent on sockets accepted before it was kept here. */
  session?: string;
  /**
   * The newest notification id when the socket opened: a client without a cursor is sent what came
   * after it. Absent on sockets accepted (and hibernated) before it existed.
   */
  openedAfter?: number;
}

/**
 * One per user (named by user id): holds that user's sockets (hibernatable), numbers each
 * notification, keeps the recent ones and replays what a reconnecting client missed. It is also
 * where the user's live sessions are kept (auth/session-registry.ts): the one strongly consistent
 * place every request asks, and ending a session and closing its sockets is one step.
 */
export class NotificationHub extends DurableObject<Env> {
  private readonly sessions: SessionRegistry;
  /**
   * Each socket's attachment as last written, while the object is awake: a fan-out to 1 000 sockets
   * read (deserialized) every one of them per notification. Empty after hibernation, when each
   * socket's attachment is read once more on first use; written only through `attach`.
   */
  private readonly attachments = new WeakMap<WebSocket, Attachment>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sessions = new SessionRegistry(this.ctx.storage.sql);
    this.ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS notifications (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)`,
    );
    this.ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS schedule (kind TEXT NOT NULL, ref_id INTEGER NOT NULL, clinic_id INTEGER NOT NULL,
        due_at INTEGER NOT NULL, attempt INTEGER NOT NULL DEFAULT 0, expected_start INTEGER, PRIMARY KEY (kind, ref_id))`,
    );
    this.createCentreTables();
    // Answered by the runtime without waking the object: keeps mobile connections alive cheaply.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** The Worker forwards an authenticated upgrade here with the session's user id. */
  override async fetch(request: Request): Promise<Response> {
    const userId = Number(request.headers.get('X-MedAssist-User-Id'));
    if (request.headers.get('Upgrade') !== 'websocket' || !Number.isInteger(userId)) {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const session = request.headers.get('X-MedAssist-Session') ?? '';
    // Checked again here, where it is decided: a session ended since the Worker's check gets no socket.
    if (!this.sessions.expiries(Date.now()).has(session)) return new Response('Not authenticated', { status: 401 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [`user:${userId}`, `session:${session}`]);
    this.attach(server, { userId, authed: false, session, openedAfter: this.newestId() });
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const attachment = this.attachmentOf(ws)!;
    const msg = typeof data === 'string' ? parseClientMessage(data) : null;
    if (!msg) return;
    if (msg.userId !== attachment.userId) {
      send(ws, { type: 'error', timestamp: new Date().toISOString(), message: 'Authentication failed.' });
      ws.close(4401, 'auth mismatch');
      return;
    }
    // A client without a cursor (it has seen nothing yet) still gets what arrived between its
    // upgrade and this auth message: live frames go to authenticated sockets only.
    const after = msg.lastEventId ?? attachment.openedAfter ?? this.newestId();
    const sessionNow = () => this.sessions.live(Date.now()).get(this.sessionOf(ws));
    const missed = (session: LiveSession | undefined) => (session ? this.since(after, session.clinicId, session.member) : []);
    // A replay is a list read (the client names the cursor), audited before the socket counts as
    // authenticated: what arrives meanwhile joins the replay rather than going out live ahead of
    // older frames (the client drops a frame older than one it has shown).
    const session = sessionNow();
    const replays = session !== undefined && missed(session).length > 0 && (await auditReplay(this.env, session.clinicId, attachment.userId, after, (work) => this.ctx.waitUntil(work)));
    this.attach(ws, { ...attachment, authed: true });
    send(ws, { type: 'auth_success', timestamp: new Date().toISOString(), userId: attachment.userId, lastEventId: this.newestId() });
    if (replays) for (const n of missed(sessionNow())) send(ws, n);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, 'closing');
    } catch {
      // already closed
    }
  }

  /**
   * Stores a notification with the next id and sends it to every authenticated socket whose
   * session works in `clinicId` (issue 21: a member of two clinics hears each clinic only in a
   * session switched to it; null: about the account itself, heard in every clinic).
   */
  async notify(input: NotificationInput, clinicId: number | null = null): Promise<LiveNotification> {
    const notification = this.keep(input, clinicId);
    this.sendLive(notification, clinicId);
    return notification;
  }

  /**
   * Delivers one critical-result alert of the clinic's outbox (notifications/critical-outbox.ts),
   * at most once per `key`: the notification, the key and this user's re-alert are kept in one
   * transaction, so a retry after a lost answer says 'already' and alerts nobody twice, and the
   * escalation starts exactly when the alert was delivered. A re-alert already planned (a doctor
   * handed their own result) keeps its count.
   */
  async deliverAlert(key: string, input: NotificationInput, clinicId: number, escalation: { dueAt: number; attempt: number }): Promise<'delivered' | 'already'> {
    const sql = this.ctx.storage.sql;
    const notification = this.ctx.storage.transactionSync(() => {
      if (sql.exec(`SELECT 1 FROM delivered_alerts WHERE key = ?`, key).toArray().length > 0) return null;
      const kept = this.keep(input, clinicId);
      sql.exec(`INSERT INTO delivered_alerts (key, notification_id, delivered_at) VALUES (?, ?, ?)`, key, kept.id, Date.now());
      sql.exec(`DELETE FROM delivered_alerts WHERE delivered_at < ?`, Date.now() - NOTIFICATION_RETENTION_MS);
      sql.exec(
        `INSERT INTO schedule (kind, ref_id, clinic_id, due_at, attempt) VALUES ('escalation', ?, ?, ?, ?) ON CONFLICT (kind, ref_id) DO NOTHING`,
        (input as { labResultId: number }).labResultId, clinicId, escalation.dueAt, escalation.attempt,
      );
      return kept;
    });
    if (!notification) return 'already';
    this.sendLive(notification, clinicId);
    await this.armAlarm();
    return 'delivered';
  }

  /**
   * Sends a kept notification to the authenticated sockets of sessions in its clinic whose role
   * there may see it now, then pushes it.
   */
  private sendLive(notification: LiveNotification, clinicId: number | null): void {
    const frame = JSON.stringify(notification);
    const permission = notificationPermission(notification);
    const now = Date.now();
    const live = this.sessions.live(now);
    let hasOpenSocket = false;
    // One attachment read per socket gives both whether it is signed in and its session (a
    // thousand sockets of one user: no second pass, no tag lookups on the way).
    for (const ws of this.ctx.getWebSockets()) {
      const attachment = this.attachmentOf(ws);
      if (!attachment?.authed) continue;
      const session = live.get(attachment.session ?? this.sessionOf(ws));
      try {
        // A socket whose session ended or expired (idle or absolute) while it stayed open hears
        // nothing more: the notification waits in the replay buffer for the next sign-in.
        if (!session) ws.close(4001, 'session expired');
        else if (inClinic(clinicId, session.clinicId) && can(session.member, permission)) {
          ws.send(frame);
          hasOpenSocket = true;
        }
      } catch {
        // a socket that is closing; it will be dropped by the runtime
      }
    }
    // The push goes out after the live frames and does not hold up the caller (a lab's POST).
    this.ctx.waitUntil(this.pushOut(notification, hasOpenSocket));
  }

  /** Keeps the socket's attachment with it (survives hibernation) and in memory. */
  private attach(ws: WebSocket, attachment: Attachment): void {
    ws.serializeAttachment(attachment);
    this.attachments.set(ws, attachment);
  }

  /** The socket's attachment: from memory, else read once from the socket (after hibernation). */
  private attachmentOf(ws: WebSocket): Attachment | null {
    const known = this.attachments.get(ws);
    if (known) return known;
    const stored = ws.deserializeAttachment() as Attachment | null;
    if (stored) this.attachments.set(ws, stored);
    return stored;
  }

  private sessionOf(ws: WebSocket): string {
    return this.ctx.getTags(ws).find((t) => t.startsWith('session:'))?.slice('session:'.length) ?? '';
  }

  /** How many membership changes this user has had: a sign-in reads it first (see SessionRegistry.changeCount). */
  async membershipChanges(): Promise<number> {
    return this.sessions.changeCount();
  }

  /** Registers a new session of this user (sign-in, sign-up); false if the membership changed since `changesSeen`. */
  async startSession(session: LiveSession, changesSeen: number, now: number): Promise<boolean> {
    return this.sessions.start(session, changesSeen, now);
  }

  /**
   * The owner changed this user's role or owner flag in `clinicId`: their sessions there carry it
   * from now on, and the sockets of those it changes close (ROLE_CHANGED_CLOSE), so each open page
   * drops what the old role read and reconnects, to be replayed only what the new one may see.
   */
  async changeMembership(clinicId: number, member: Membership): Promise<void> {
    const changed = [...this.sessions.live(Date.now()).values()]
      .filter((s) => s.clinicId === clinicId && (s.member.role !== member.role || s.member.owner !== member.owner))
      .map((s) => s.handle);
    this.sessions.changeMembership(clinicId, member);
    this.closeSockets('role changed', { handles: changed }, ROLE_CHANGED_CLOSE);
  }

  /** Every authenticated request: is this session live? Refreshes its idle expiry (see SessionRegistry.touch). */
  async touchSession(handle: string, now: number): Promise<LiveSession | null> {
    return this.sessions.touch(handle, now);
  }

  /**
   * Moves one live session to another clinic with the member's role there (the caller read the
   * membership after `changesSeen`) and closes that session's sockets, so its client reconnects and
   * hears the new clinic only. See SessionRegistry.switchClinic for the outcomes.
   */
  async switchClinic(handle: string, clinicId: number, member: Membership, changesSeen: number, now: number): Promise<'switched' | 'changed' | 'ended'> {
    const outcome = this.sessions.switchClinic(handle, clinicId, member, changesSeen, now);
    if (outcome === 'switched') this.closeSockets('clinic switched', { only: handle });
    return outcome;
  }

  /** This user's live sessions, most recently used first (the settings page). */
  async listSessions(now: number): Promise<LiveSession[]> {
    return this.sessions.list(now);
  }

  /**
   * Ends sessions (logout, revocation, password change or reset, disabling, removal, a new sign-in
   * on the same browser) and closes their sockets, in one step: from the moment this returns, no
   * request anywhere gets through with them. Returns the handles that were live.
   */
  async endSessions(scope: SessionScope, reason: string, now: number): Promise<string[]> {
    const ended = this.sessions.end(scope, now);
    // A clinic's sessions: exactly the ones that ended (the user's sessions in other clinics stay).
    this.closeSockets(reason, scope.inClinic === undefined ? scope : { handles: ended });
    this.endPushSubscriptions(scope, ended);
    return ended;
  }

  /**
   * A device stops getting pushes when the session that subscribed it is ended (signed out,
   * revoked, a member disabled or removed in that session's clinic; a password change: every other
   * session's; a reset or recovery: all of them), never when it only expires: an on-call phone
   * keeps its alerts. Subscriptions from before they were tied to a session go with an ending of all others.
   */
  private endPushSubscriptions(scope: SessionScope, ended: string[]): void {
    const sql = this.ctx.storage.sql;
    if (scope.inClinic !== undefined) for (const handle of ended) sql.exec(`DELETE FROM push_subscriptions WHERE session = ?`, handle);
    else if (scope.only) sql.exec(`DELETE FROM push_subscriptions WHERE session = ?`, scope.only);
    else if (scope.except) sql.exec(`DELETE FROM push_subscriptions WHERE session IS NOT ?`, scope.except);
    else sql.exec(`DELETE FROM push_subscriptions`);
  }

  /** Closes the sockets of `scope`'s sessions; the code says why (4000: the session ended, the client does not come back). */
  private closeSockets(reason: string, scope: SessionScope | { handles: string[] }, code = 4000): void {
    const sockets = this.ctx.getWebSockets().filter((ws) => {
      const tags = this.ctx.getTags(ws);
      if ('handles' in scope) return scope.handles.includes(this.sessionOf(ws));
      if (scope.only) return tags.includes(`session:${scope.only}`);
      if (scope.except) return !tags.includes(`session:${scope.except}`);
      return true;
    });
    for (const ws of sockets) {
      try {
        ws.close(code, reason.slice(0, 100));
      } catch {
        // already closed
      }
    }
  }

  /**
   * Plans a follow-up for this user: re-alerting an unreviewed critical result (`escalation`) or an
   * appointment reminder (`reminder`, with the start it expects so a rescheduled visit is not announced).
   */
  async schedule(kind: ScheduleKind, refId: number, clinicId: number, dueAt: number, expectedStart?: number): Promise<void> {
    this.ctx.storage.sql.exec(
      `INSERT INTO schedule (kind, ref_id, clinic_id, due_at, attempt, expected_start) VALUES (?, ?, ?, ?, 0, ?)
       ON CONFLICT (kind, ref_id) DO UPDATE SET due_at = excluded.due_at, expected_start = excluded.expected_start`,
      kind, refId, clinicId, dueAt, expectedStart ?? null,
    );
    await this.armAlarm();
  }

  /** Drops a planned follow-up. */
  async unschedule(kind: ScheduleKind, refId: number): Promise<void> {
    this.ctx.storage.sql.exec(`DELETE FROM schedule WHERE kind = ? AND ref_id = ?`, kind, refId);
    await this.armAlarm();
  }

  /** Planned follow-ups (tests). Not named `scheduled`: that is a reserved handler name. */
  async plannedFollowUps(): Promise<{ kind: string; refId: number; dueAt: number; attempt: number }[]> {
    return this.ctx.storage.sql
      .exec<ScheduleRow>(`SELECT * FROM schedule ORDER BY due_at`)
      .toArray()
      .map((r) => ({ kind: r.kind, refId: r.ref_id, dueAt: r.due_at, attempt: r.attempt }));
  }

  /** Runs every follow-up that is due, then re-arms for the next one. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const due = this.ctx.storage.sql.exec<ScheduleRow>(`SELECT * FROM schedule WHERE due_at <= ?`, now).toArray();
    for (const row of due) {
      // The follow-up's clinic says which region's database holds its rows.
      const db = getDb(regionDatabase(this.env, regionOfId(row.clinic_id)));
      try {
        if (row.kind === 'escalation') await this.escalate(db, row, now);
        else await this.remind(db, row);
      } catch (err) {
        // Leave the row to be retried at the next alarm rather than lose an alert.
        console.error(JSON.stringify({ level: 'error', where: 'hub.alarm', kind: row.kind, error: (err as Error).name }));
        this.ctx.storage.sql.exec(`UPDATE schedule SET due_at = ? WHERE kind = ? AND ref_id = ?`, now + 60_000, row.kind, row.ref_id);
      }
    }
    await this.armAlarm();
  }

  private async escalate(db: ReturnType<typeof getDb>, row: ScheduleRow, now: number): Promise<void> {
    const result = (await isUnreviewedCritical(db, row.clinic_id, row.ref_id)) ? await getLabResult(db, row.clinic_id, row.ref_id) : undefined;
    const drop = () => void this.ctx.storage.sql.exec(`DELETE FROM schedule WHERE kind = 'escalation' AND ref_id = ?`, row.ref_id);
    if (!result || row.attempt >= MAX_ESCALATIONS) return drop();
    const settings = await getEscalationSettings(db, row.clinic_id);
    const userId = this.ownerId();
    // Fail closed: a re-alert names the patient, so it goes only to a user this hub can name and check.
    if (userId === null) return dropUnaddressed('escalation', drop);
    if (!(await this.stillAnswerable(db, row.clinic_id, userId, settings.onCallUserId))) return drop();
    const attempt = row.attempt + 1;
    const alert = {
      type: 'critical_lab_result',
      labResultId: result.id,
      patient: { id: result.patientId, name: result.patientName ?? result.resultData.patientName },
      labName: result.labName,
      escalation: attempt,
    } as const;
    await this.notify(alert, row.clinic_id);
    // Planned before anything else can fail, so a retry of this alarm never alerts twice.
    this.ctx.storage.sql.exec(
      `UPDATE schedule SET attempt = ?, due_at = ? WHERE kind = 'escalation' AND ref_id = ?`,
      attempt, now + escalationIntervalMs(this.env), row.ref_id,
    );
    await markNotified(db, row.clinic_id, result.id, true);
    await auditAlerts(this.env, db, row.clinic_id, result, [{ userId, reason: 'escalation', escalation: attempt }]);

    if (attempt < settings.handoffAfter) return;
    // The hand-off: the result now also goes to a person who is answerable for it, who keeps being
    // re-alerted with the doctors until someone reviews it. It is claimed with its pending alert in
    // one batch and delivered (and retried until they have it) by the clinic's outbox.
    if (await claimHandoffAlert(db, row.clinic_id, result.id, attempt, new Date(now))) await deliverCriticalAlerts(this.env, row.clinic_id);
  }

  /**
   * Whether this hub's user may still be re-alerted about the clinic's results: a doctor or nurse
   * of it, or the one it hands results to (its on-call doctor, else its owners who may read
   * results). A member demoted to the front desk, disabled or removed since the alert was planned
   * is not: the re-alert names the patient and the test, and they can no longer review it.
   */
  private async stillAnswerable(db: ReturnType<typeof getDb>, clinicId: number, userId: number, onCallUserId: number | null): Promise<boolean> {
    if ((await clinicResultRecipientIds(db, clinicId)).includes(userId)) return true;
    return (await handoffRecipients(db, clinicId, onCallUserId)).ids.includes(userId);
  }

  /** The user this hub belongs to, from its name (`user:<id>`, worker/notifications/publish.ts). */
  private ownerId(): number | null {
    const id = Number(/^user:(\d+)$/.exec(this.ctx.id.name ?? '')?.[1]);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  private async remind(db: ReturnType<typeof getDb>, row: ScheduleRow): Promise<void> {
    const drop = () => void this.ctx.storage.sql.exec(`DELETE FROM schedule WHERE kind = 'reminder' AND ref_id = ?`, row.ref_id);
    const userId = this.ownerId();
    if (userId === null) return dropUnaddressed('reminder', drop);
    drop();
    // A reminder names the patient: only to a member who is still active in the clinic and may see its schedule.
    const member = await membershipOf(db, userId, row.clinic_id);
    if (!can(member, 'appointments:read')) return;
    const appt = await getAppointment(db, row.clinic_id, row.ref_id);
    if (!appt || appt.status === 'Cancelled' || Date.parse(appt.dateTime) !== row.expected_start) return;
    await this.notify({ type: 'appointment_reminder', appointmentId: appt.id, patientName: appt.patientName ?? 'Unknown Patient', dateTime: appt.dateTime }, row.clinic_id);
  }

  private async armAlarm(): Promise<void> {
    const next = this.ctx.storage.sql.exec<{ due: number | null }>(`SELECT min(due_at) AS due FROM schedule`).one().due;
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(Math.max(next, Date.now() + 10));
  }

  /** Number of open sockets (tests and benchmarks). */
  async socketCount(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  /** The newest notification id; 0 before the first (AUTOINCREMENT never reuses one, even after pruning). */
  private newestId(): number {
    return this.ctx.storage.sql.exec<{ id: number | null }>(`SELECT MAX(id) AS id FROM notifications`).one().id ?? 0;
  }

  /** What a reconnecting socket missed: the clinic's notifications after `lastEventId` that the session's role may see. */
  private since(lastEventId: number, clinicId: number, member: Membership): LiveNotification[] {
    return this.ctx.storage.sql
      .exec<{ id: number; body: string }>(
        `SELECT id, body FROM notifications WHERE id > ? AND ${IN_CLINIC_SQL} AND ${SHOWN_SQL} ORDER BY id DESC LIMIT ?`,
        lastEventId, clinicId, shownToSql(member), REPLAY_LIMIT,
      )
      .toArray()
      .reverse()
      .map((r) => ({ ...(JSON.parse(r.body) as Omit<LiveNotification, 'id'>), id: r.id }) as LiveNotification);
  }

  // ---- The kept notification centre (issue 20): this object is the one home of a user's
  // notifications, their read state, push subscriptions and push preferences. ----

  /** Adds the centre's columns to a hub created before them, and its own tables. */
  private createCentreTables(): void {
    const sql = this.ctx.storage.sql;
    const columns = sql.exec<{ name: string }>(`PRAGMA table_info(notifications)`).toArray().map((c) => c.name);
    if (!columns.includes('read')) sql.exec(`ALTER TABLE notifications ADD COLUMN read INTEGER NOT NULL DEFAULT 0`);
    if (!columns.includes('created_at')) {
      sql.exec(`ALTER TABLE notifications ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0`);
      sql.exec(`UPDATE notifications SET created_at = ?`, Date.now());
    }
    // Which clinic a notification belongs to (issue 21); null for rows kept before, when a user had one clinic.
    if (!columns.includes('clinic_id')) sql.exec(`ALTER TABLE notifications ADD COLUMN clinic_id INTEGER`);
    // The permission its content needs (core/content-permissions.ts); rows kept before get theirs
    // from their type, a message only when it plainly is a person's (a withheld one may be a result's).
    if (!columns.includes('permission')) {
      sql.exec(`ALTER TABLE notifications ADD COLUMN permission TEXT`);
      sql.exec(
        `UPDATE notifications SET permission = CASE json_extract(body, '$.type')
           WHEN 'appointment_reminder' THEN 'appointments:read'
           WHEN 'message' THEN CASE WHEN json_extract(body, '$.labResultId') IS NULL AND json_extract(body, '$.withheld') IS NULL
             AND json_extract(body, '$.from') IS NOT ? THEN 'messages:read' ELSE 'clinical:read' END
           ELSE 'clinical:read' END`,
        SYSTEM_SENDER,
      );
    }
    sql.exec(`CREATE INDEX IF NOT EXISTS notifications_created ON notifications (created_at)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS push_subscriptions (endpoint TEXT PRIMARY KEY, p256dh TEXT NOT NULL, auth TEXT NOT NULL, created_at INTEGER NOT NULL)`);
    // The session that registered it (issue 32); null for subscriptions registered before.
    if (!sql.exec(`SELECT * FROM push_subscriptions LIMIT 0`).columnNames.includes('session')) sql.exec(`ALTER TABLE push_subscriptions ADD COLUMN session TEXT`);
    sql.exec(`CREATE TABLE IF NOT EXISTS push_preferences (type TEXT PRIMARY KEY, push INTEGER NOT NULL)`);
    sql.exec(`CREATE TABLE IF NOT EXISTS push_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    // Critical alerts this user already has, by the outbox's key (deliverAlert): never twice.
    sql.exec(`CREATE TABLE IF NOT EXISTS delivered_alerts (key TEXT PRIMARY KEY, notification_id INTEGER NOT NULL, delivered_at INTEGER NOT NULL)`);
  }

  /**
   * Stores a notification with the next id (AUTOINCREMENT: never reused, even after deletion) and
   * drops expired ones. One of a clinic in another region than this user's account is kept (and
   * sent on) without its names and text: they stay in the clinic's region (decision 0019).
   */
  private keep(full: NotificationInput, clinicId: number | null): LiveNotification {
    const input = keepsContentOut(clinicId, this.ownerId()) ? withheld(full) : full;
    const now = Date.now();
    const timestamp = new Date(now).toISOString();
    const row = this.ctx.storage.sql
      .exec<{ id: number }>(
        `INSERT INTO notifications (body, created_at, clinic_id, permission) VALUES (?, ?, ?, ?) RETURNING id`,
        JSON.stringify({ ...input, timestamp }), now, clinicId, notificationPermission(input),
      )
      .one();
    this.ctx.storage.sql.exec(`DELETE FROM notifications WHERE created_at < ?`, now - NOTIFICATION_RETENTION_MS);
    return { ...input, id: row.id, timestamp } as LiveNotification;
  }

  /**
   * The kept notifications of one clinic (the session's) that `member` (the user's current role
   * there; null: unknown, so none) may see, newest first, each with its read state and where it
   * leads, and how many of those are unread.
   */
  async listNotifications(clinicId: number, member: Membership | null, limit: number, beforeId?: number): Promise<{ notifications: StoredNotification[]; unread: number }> {
    const sql = this.ctx.storage.sql;
    const shown = shownToSql(member);
    const rows = sql
      .exec<{ id: number; body: string; read: number }>(
        `SELECT id, body, read FROM notifications WHERE created_at >= ? AND id < ? AND ${IN_CLINIC_SQL} AND ${SHOWN_SQL} ORDER BY id DESC LIMIT ?`,
        Date.now() - NOTIFICATION_RETENTION_MS, beforeId ?? Number.MAX_SAFE_INTEGER, clinicId, shown, limit,
      )
      .toArray();
    const notifications = rows.map((r) => {
      const n = { ...(JSON.parse(r.body) as Omit<LiveNotification, 'id'>), id: r.id } as LiveNotification;
      return { ...n, read: r.read === 1, link: notificationLink(n) };
    });
    const unread = sql
      .exec<{ n: number }>(
        `SELECT count(*) AS n FROM notifications WHERE read = 0 AND created_at >= ? AND ${IN_CLINIC_SQL} AND ${SHOWN_SQL}`,
        Date.now() - NOTIFICATION_RETENTION_MS, clinicId, shown,
      )
      .one().n;
    return { notifications, unread };
  }

  /** Marks one notification of the clinic read and tells the user's other devices in it; false when it does not exist there or `member` may not see it. */
  async markRead(clinicId: number, member: Membership | null, id: number): Promise<boolean> {
    const found = this.ctx.storage.sql.exec(`UPDATE notifications SET read = 1 WHERE id = ? AND ${IN_CLINIC_SQL} AND ${SHOWN_SQL}`, id, clinicId, shownToSql(member)).rowsWritten > 0;
    if (found) this.broadcast(clinicId, { type: 'notifications_read', timestamp: new Date().toISOString(), ids: [id] });
    return found;
  }

  /**
   * Marks every notification of the clinic that `member` may see read (what their role hides keeps
   * its state for a later promotion); the other devices in it clear their bells. Answers how many were unread.
   */
  async markAllRead(clinicId: number, member: Membership | null): Promise<number> {
    const sql = this.ctx.storage.sql;
    const upTo = sql.exec<{ id: number | null }>(`SELECT max(id) AS id FROM notifications`).one().id ?? 0;
    const changed = sql.exec(`UPDATE notifications SET read = 1 WHERE read = 0 AND id <= ? AND ${IN_CLINIC_SQL} AND ${SHOWN_SQL}`, upTo, clinicId, shownToSql(member)).rowsWritten;
    this.broadcast(clinicId, { type: 'notifications_read', timestamp: new Date().toISOString(), upTo });
    return changed;
  }

  /** Sends a frame to the authenticated sockets of sessions working in `clinicId`. */
  private broadcast(clinicId: number, msg: ServerMessage): void {
    const frame = JSON.stringify(msg);
    const live = this.sessions.live(Date.now());
    for (const ws of this.ctx.getWebSockets()) {
      if (!this.attachmentOf(ws)?.authed) continue;
      if (live.get(this.sessionOf(ws))?.clinicId !== clinicId) continue;
      try {
        ws.send(frame);
      } catch {
        // closing socket
      }
    }
  }

  /**
   * Adds a push subscription of this user for the session `session` (or refreshes its keys and
   * re-ties it to that session: the device signed in again). Past MAX_PUSH_SUBSCRIPTIONS the one
   * registered longest ago goes: a doctor's new phone always gets alerts, an old one's endpoint is
   * most likely dead already.
   */
  async addPushSubscription(sub: PushSubscriptionRecord, session: string): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, created_at, session) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at, session = excluded.session`,
      sub.endpoint, sub.p256dh, sub.auth, Date.now(), session,
    );
    sql.exec(
      `DELETE FROM push_subscriptions WHERE endpoint NOT IN (SELECT endpoint FROM push_subscriptions ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
      MAX_PUSH_SUBSCRIPTIONS,
    );
  }

  /**
   * The language pushes are written in (issue #23): users.locale, told here when a device subscribes
   * and when the user changes it, since a push is written here, away from the user's database row.
   */
  async setPushLocale(locale: Locale): Promise<void> {
    this.ctx.storage.sql.exec(`INSERT INTO push_settings (key, value) VALUES ('locale', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, locale);
  }

  private pushLocale(): Locale {
    const row = this.ctx.storage.sql.exec<{ value: string }>(`SELECT value FROM push_settings WHERE key = 'locale'`).toArray()[0];
    return isLocale(row?.value) ? row.value : 'en';
  }

  /** Removes a push subscription; answers whether it existed. */
  async removePushSubscription(endpoint: string): Promise<boolean> {
    return this.ctx.storage.sql.exec(`DELETE FROM push_subscriptions WHERE endpoint = ?`, endpoint).rowsWritten > 0;
  }

  /** The endpoints of this user's push subscriptions (tests, benchmarks). */
  async pushEndpoints(): Promise<string[]> {
    return this.ctx.storage.sql.exec<{ endpoint: string }>(`SELECT endpoint FROM push_subscriptions ORDER BY created_at, rowid`).toArray().map((r) => r.endpoint);
  }

  async pushPreferences(): Promise<PushPreferences> {
    const prefs = { ...DEFAULT_PUSH_PREFERENCES };
    for (const r of this.ctx.storage.sql.exec<{ type: string; push: number }>(`SELECT type, push FROM push_preferences`)) {
      if (r.type in prefs && r.type !== 'critical_lab_result') prefs[r.type as keyof PushPreferences] = r.push === 1;
    }
    return prefs;
  }

  /** Saves push preferences; critical results cannot be switched off, so their row is never written. */
  async setPushPreferences(changes: Partial<PushPreferences>): Promise<PushPreferences> {
    for (const [type, push] of Object.entries(changes)) {
      if (type === 'critical_lab_result' || !(type in DEFAULT_PUSH_PREFERENCES)) continue;
      this.ctx.storage.sql.exec(`INSERT INTO push_preferences (type, push) VALUES (?, ?) ON CONFLICT (type) DO UPDATE SET push = excluded.push`, type, push ? 1 : 0);
    }
    return this.pushPreferences();
  }

  /** Pushes a notification to each subscription when it should go; drops subscriptions the push service says are gone. */
  private async pushOut(n: LiveNotification, hasOpenSocket: boolean): Promise<void> {
    if (!vapidConfigured(this.env) || !shouldPush(n, hasOpenSocket, await this.pushPreferences())) return;
    const subs = this.ctx.storage.sql.exec<PushSubscriptionRecord & { [k: string]: SqlStorageValue }>(`SELECT endpoint, p256dh, auth FROM push_subscriptions`).toArray();
    const locale = this.pushLocale();
    await Promise.all(
      subs.map(async (sub) => {
        try {
          const status = await sendPush(this.env, sub, n, locale);
          if (status === 404 || status === 410) await this.removePushSubscription(sub.endpoint);
          else if (status >= 400) console.error(JSON.stringify({ level: 'error', where: 'hub.push', status }));
        } catch (err) {
          console.error(JSON.stringify({ level: 'error', where: 'hub.push', error: (err as Error).name }));
        }
      }),
    );
  }
}

/** Drops a follow-up of a hub that cannot name its user (not `user:<id>`): logged by class, never sent. */
function dropUnaddressed(kind: ScheduleKind, drop: () => void): void {
  console.error(JSON.stringify({ level: 'error', where: 'hub.alarm', kind, reason: 'unknown-recipient' }));
  drop();
}

function send(ws: WebSocket, msg: ServerMessage): void {
  ws.send(JSON.stringify(msg));
}
