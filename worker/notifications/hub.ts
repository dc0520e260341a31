import { DurableObject } from 'cloudflare:workers';
import type { LiveNotification, NotificationInput, ServerMessage } from '../../core/events';
import { parseClientMessage } from '../../core/events';

/** How many recent notifications the hub keeps for replay after a reconnect. */
export const REPLAY_LIMIT = 200;

interface Attachment {
  userId: number;
  authed: boolean;
}

/**
 * One per user (named by user id): holds that user's sockets (hibernatable), numbers each
 * notification, keeps the recent ones and replays what a reconnecting client missed.
 */
export class NotificationHub extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS notifications (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)`,
    );
    // Answered by the runtime without waking the object: keeps mobile connections alive cheaply.
    this.ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** The Worker forwards an authenticated upgrade here with the session's user id. */
  override async fetch(request: Request): Promise<Response> {
    const userId = Number(request.headers.get('X-MedAssist-User-Id'));
    if (request.headers.get('Upgrade') !== 'websocket' || !Number.isInteger(userId)) {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [`user:${userId}`]);
    server.serializeAttachment({ userId, authed: false } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const attachment = ws.deserializeAttachment() as Attachment;
    const msg = typeof data === 'string' ? parseClientMessage(data) : null;
    if (!msg) return;
    if (msg.userId !== attachment.userId) {
      send(ws, { type: 'error', timestamp: new Date().toISOString(), message: 'Authentication failed.' });
      ws.close(4401, 'auth mismatch');
      return;
    }
    ws.serializeAttachment({ ...attachment, authed: true } satisfies Attachment);
    send(ws, { type: 'auth_success', timestamp: new Date().toISOString(), userId: attachment.userId });
    if (msg.lastEventId !== undefined) {
      for (const n of this.since(msg.lastEventId)) send(ws, n);
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, 'closing');
    } catch {
      // already closed
    }
  }

  /** Stores a notification with the next id and sends it to every authenticated socket. */
  async notify(input: NotificationInput): Promise<LiveNotification> {
    const timestamp = new Date().toISOString();
    const row = this.ctx.storage.sql
      .exec<{ id: number }>(`INSERT INTO notifications (body) VALUES (?) RETURNING id`, JSON.stringify({ ...input, timestamp }))
      .one();
    const notification = { ...input, id: row.id, timestamp } as LiveNotification;
    this.ctx.storage.sql.exec(`DELETE FROM notifications WHERE id <= ?`, row.id - REPLAY_LIMIT);
    const frame = JSON.stringify(notification);
    for (const ws of this.ctx.getWebSockets()) {
      const a = ws.deserializeAttachment() as Attachment | null;
      if (a?.authed) {
        try {
          ws.send(frame);
        } catch {
          // a socket that is closing; it will be dropped by the runtime
        }
      }
    }
    return notification;
  }

  /** Closes every socket of this user (logout, disabled account). */
  async closeAll(reason: string): Promise<number> {
    const sockets = this.ctx.getWebSockets();
    for (const ws of sockets) {
      try {
        ws.close(4000, reason.slice(0, 100));
      } catch {
        // already closed
      }
    }
    return sockets.length;
  }

  /** Number of open sockets (tests and benchmarks). */
  async socketCount(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  private since(lastEventId: number): LiveNotification[] {
    return this.ctx.storage.sql
      .exec<{ id: number; body: string }>(`SELECT id, body FROM notifications WHERE id > ? ORDER BY id`, lastEventId)
      .toArray()
      .map((r) => ({ ...(JSON.parse(r.body) as Omit<LiveNotification, 'id'>), id: r.id }) as LiveNotification);
  }
}

function send(ws: WebSocket, msg: ServerMessage): void {
  ws.send(JSON.stringify(msg));
}
