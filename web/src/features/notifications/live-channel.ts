import { ROLE_CHANGED_CLOSE, type LiveNotification, type ServerMessage } from '../../../../core/events';

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** Delay before reconnect attempt `n` (0-based): exponential, capped, with jitter so phones do not stampede. */
export function reconnectDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface LiveChannelHandlers {
  onNotification(n: LiveNotification): void;
  /** Notifications were read on one of the user's devices (this one included). */
  onRead?(read: { ids?: number[]; upTo?: number }): void;
  onStatus(status: 'connected' | 'disconnected'): void;
  /** The member's role in this clinic changed (the hub closed the socket with ROLE_CHANGED_CLOSE); the channel reconnects. */
  onRoleChanged?(): void;
}

/**
 * The browser side of /ws: authenticates with the user id, keeps a cursor (the last notification
 * id, or before the first one the hub's newest id from auth_success) and sends it on reconnect so
 * the hub replays what was missed (mobile networks drop).
 */
export class LiveChannel {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** Sent on reconnect: the hub replays every notification after it. */
  private lastEventId: number | undefined;
  /** The newest notification handed on, so a replayed one is never shown twice. */
  private lastShownId: number | undefined;

  constructor(
    private readonly userId: number,
    private readonly handlers: LiveChannelHandlers,
    private readonly url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
  ) {}

  start(): void {
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, 'client closed');
    this.socket = null;
  }

  private open(): void {
    const ws = new WebSocket(this.url);
    this.socket = ws;
    ws.onopen = () => {
      this.attempt = 0;
      ws.send(JSON.stringify({ type: 'auth', userId: this.userId, ...(this.lastEventId !== undefined ? { lastEventId: this.lastEventId } : {}) }));
      this.handlers.onStatus('connected');
    };
    ws.onmessage = (event) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(event.data)) as ServerMessage;
      } catch (err) {
        console.error('live channel: unparsable message', err);
        return;
      }
      if (!msg || typeof msg.type !== 'string' || msg.type === 'error') return;
      if (msg.type === 'auth_success') {
        // Only a client that has no cursor takes the hub's newest id: one that has a cursor is
        // about to be sent what came after it, and moving it on first would skip those after a drop.
        if (this.lastEventId === undefined && typeof msg.lastEventId === 'number') this.lastEventId = msg.lastEventId;
        return;
      }
      if (msg.type === 'notifications_read') {
        this.handlers.onRead?.({ ...(msg.ids ? { ids: msg.ids } : {}), ...(msg.upTo !== undefined ? { upTo: msg.upTo } : {}) });
        return;
      }
      if (this.lastShownId !== undefined && msg.id <= this.lastShownId) return; // already shown
      this.lastShownId = msg.id;
      this.lastEventId = Math.max(this.lastEventId ?? 0, msg.id);
      this.handlers.onNotification(msg);
    };
    ws.onerror = (event) => console.error('live channel error', event.type);
    ws.onclose = (event) => {
      // A socket of a stopped channel closes after its successor opened: it must not report.
      if (this.stopped) return;
      if (this.socket === ws) this.socket = null;
      this.handlers.onStatus('disconnected');
      // 4000 = the server ended this session's sockets (logout): do not come back.
      if (event.code === 4000 || event.code === 4401) return;
      if (event.code === ROLE_CHANGED_CLOSE) this.handlers.onRoleChanged?.();
      this.timer = setTimeout(() => this.open(), reconnectDelay(this.attempt++));
    };
  }
}
