// The live channel's messages (DESIGN.md §5), imported by the Worker, the hub and the browser.

/**
 * The close code of a socket whose member's role in its clinic changed: the page drops what the old
 * role read (the bell, the inbox, an open result), reloads the user and reconnects (issue 32).
 */
export const ROLE_CHANGED_CLOSE = 4003;

/** Client → server: the first message after the socket opens. */
export interface AuthMessage {
  type: 'auth';
  userId: number;
  /** Id of the last notification this client saw; the hub replays newer ones once. */
  lastEventId?: number;
}

/** Server → client: the auth message matched the session. */
export interface AuthSuccessMessage {
  type: 'auth_success';
  timestamp: string;
  userId: number;
  /**
   * The hub's newest notification id (0 before the first), DESIGN.md §8: a client that has seen
   * no notification yet keeps it as its cursor, so a drop before its first one still gets a replay.
   */
  lastEventId: number;
}

interface NotificationBase {
  /** Increasing per user; the replay cursor. */
  id: number;
  timestamp: string;
  /**
   * Its names and text were kept out of the user's hub, which is in another region than the clinic
   * (decision 0019): they are empty here, `GET /api/notifications` fills them in from the clinic's
   * region, and a live frame or push says only what kind of notification waits.
   */
  withheld?: true;
}

export interface CriticalLabResultNotification extends NotificationBase {
  type: 'critical_lab_result';
  labResultId: number;
  patient: { id: number; name: string };
  labName: string;
  /** Which re-alert this is (absent on the first alert). */
  escalation?: number;
  /**
   * Present when the unreviewed result was handed to this user after the clinic's number of
   * re-alerts: as the on-call doctor, or as an owner when no one is on call.
   */
  handoff?: 'on-call' | 'owner';
}

export interface MessageNotification extends NotificationBase {
  type: 'message';
  messageId: number;
  from: string;
  message: string;
  priority?: string;
  /** The result the message is about (a result announcement, or one attached): its content is then clinical. */
  labResultId?: number;
}

export interface AppointmentReminderNotification extends NotificationBase {
  type: 'appointment_reminder';
  appointmentId: number;
  patientName: string;
  dateTime: string;
}

export type LiveNotification = CriticalLabResultNotification | MessageNotification | AppointmentReminderNotification;

/** A notification before the hub gives it an id and time. */
export type NotificationInput = LiveNotification extends infer N
  ? N extends LiveNotification
    ? Omit<N, 'id' | 'timestamp'>
    : never
  : never;

/** Server → client: notifications were read on one of the user's devices (`ids`, or every id up to `upTo`). */
export interface NotificationsReadMessage {
  type: 'notifications_read';
  timestamp: string;
  ids?: number[];
  upTo?: number;
}

/** A kept notification as `GET /api/notifications` lists it (DESIGN.md §8). */
export type StoredNotification = LiveNotification & { read: boolean; link: string };

export type ServerMessage = AuthSuccessMessage | LiveNotification | NotificationsReadMessage | { type: 'error'; timestamp: string; message: string };

/** The notification types, for preferences and lists. */
export const NOTIFICATION_TYPES = ['critical_lab_result', 'message', 'appointment_reminder'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Where a notification leads in the app: the result in /labs, the conversation in /messages, the
 * appointment's day in /appointments. Used by the bell, the API's `link` and the push payload.
 */
export function notificationLink(n: NotificationInput | LiveNotification): string {
  switch (n.type) {
    case 'critical_lab_result':
      return `/labs?result=${n.labResultId}`;
    case 'message':
      return `/messages?message=${n.messageId}`;
    case 'appointment_reminder':
      return `/appointments?date=${n.dateTime.slice(0, 10)}&appointment=${n.appointmentId}`;
  }
}
export type ClientMessage = AuthMessage;

/** Parses a client frame; anything unexpected is null. */
export function parseClientMessage(data: string): ClientMessage | null {
  try {
    const value = JSON.parse(data) as Partial<AuthMessage>;
    if (value.type !== 'auth' || typeof value.userId !== 'number') return null;
    const lastEventId = typeof value.lastEventId === 'number' && value.lastEventId >= 0 ? value.lastEventId : undefined;
    return lastEventId === undefined ? { type: 'auth', userId: value.userId } : { type: 'auth', userId: value.userId, lastEventId };
  } catch {
    return null;
  }
}
