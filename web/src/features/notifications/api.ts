import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveNotification } from '../../../../core/events';
import { notificationLink } from '../../../../core/events';
import { api, unwrap, type ApiData } from '../../lib/api-client';
import { notificationKeys } from '../../lib/query-keys';

/** The kept notifications and the unread count, as GET /api/notifications answers them. */
export type NotificationList = ApiData<typeof api.notifications.$get>;

/** How many kept notifications the bell lists. */
export const BELL_LIMIT = 50;

/** The kept notifications (newest first) with the unread count: the bell after a reload too. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: () => unwrap(api.notifications.$get({ query: { limit: String(BELL_LIMIT) } })),
});

/** A live notification joins the top of the list (once: replay after a reconnect may repeat an id). */
export function addLive(qc: QueryClient, n: LiveNotification): void {
  qc.setQueryData<NotificationList>(notificationsQuery.queryKey, (prev) => {
    if (!prev) return prev;
    if (prev.notifications.some((x) => x.id === n.id)) return prev;
    return { notifications: [{ ...n, read: false, link: notificationLink(n) }, ...prev.notifications].slice(0, BELL_LIMIT), unread: prev.unread + 1 };
  });
}

/** Applies a read made here or on another device: some ids, or everything up to an id. */
export function applyRead(qc: QueryClient, read: { ids?: number[]; upTo?: number }): void {
  qc.setQueryData<NotificationList>(notificationsQuery.queryKey, (prev) => {
    if (!prev) return prev;
    const isRead = (id: number) => (read.ids?.includes(id) ?? false) || (read.upTo !== undefined && id <= read.upTo);
    const notifications = prev.notifications.map((n) => (!n.read && isRead(n.id) ? { ...n, read: true } : n));
    const newlyRead = prev.notifications.filter((n) => !n.read && isRead(n.id)).length;
    // Unread ones beyond the listed page are counted by the server: refetch when a read-all may cover them.
    return { notifications, unread: read.upTo !== undefined ? 0 : Math.max(0, prev.unread - newlyRead) };
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.notifications[':id'].read.$patch({ param: { id: String(id) } })),
    onSuccess: (_r, id) => applyRead(qc, { ids: [id] }),
  });
}

export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.notifications['read-all'].$post()),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
  });
}

/** Push on or off per type (critical results always push). */
export const pushPreferencesQuery = queryOptions({
  queryKey: notificationKeys.pushPreferences,
  queryFn: () => unwrap(api.push.preferences.$get()),
});

export function useSetPushPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (json: { message?: boolean; appointment_reminder?: boolean }) => unwrap(api.push.preferences.$patch({ json })),
    onSuccess: (prefs) => qc.setQueryData(pushPreferencesQuery.queryKey, prefs),
  });
}
