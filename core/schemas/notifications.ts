import { z } from 'zod';
import { msg } from '../i18n/msg';

/** GET /api/notifications: newest first, `limit` at a time, older pages with `before` (an id). */
export const NotificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** PATCH /api/push/preferences: push on or off per type. Critical results always push, so they are not a setting. */
export const PushPreferencesSchema = z
  .object({ message: z.boolean(), appointment_reminder: z.boolean() })
  .partial();

const base64url = (what: string, bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url.`)
    .refine((s) => Math.floor((s.replace(/=+$/, '').length * 3) / 4) === bytes, `${what} must be ${bytes} bytes.`);

/** POST /api/push/subscriptions: a browser PushSubscription's toJSON(). */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().min(1, msg('A push endpoint is required.')).max(2048, msg('The push endpoint is too long.')),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url('keys.p256dh', 65), auth: base64url('keys.auth', 16) }),
});

/** DELETE /api/push/subscriptions. */
export const PushUnsubscribeSchema = z.object({ endpoint: z.string().min(1, msg('A push endpoint is required.')).max(2048) });
