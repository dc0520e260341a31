import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageCreate } from '../../../../core/schemas/messages';
import { api, unwrap } from '../../lib/api-client';
import type { MessageCategory } from './messages.utils';
import { labResultKeys, messageKeys, patientKeys, statsKey } from '../../lib/query-keys';

/** How many patients or results the attach dialog offers per search. */
export const ATTACH_SEARCH_LIMIT = 20;

/**
 * Messages received by me (the inbox), newest first, in one category and matching `q`.
 * Refetched whenever the inbox mounts, so coming back to it shows what arrived meanwhile.
 */
export const inboxQuery = (category: MessageCategory, q: string) =>
  queryOptions({
    queryKey: messageKeys.inbox(category, q),
    queryFn: () => unwrap(api.messages.$get({ query: { category, ...(q ? { q } : {}) } })),
    refetchOnMount: 'always',
  });

/** The conversation between me and one colleague, both ways, newest first. */
export const conversationQuery = (withUser: number) =>
  queryOptions({
    queryKey: messageKeys.conversation(withUser),
    queryFn: () => unwrap(api.messages.$get({ query: { withUser: String(withUser) } })),
    refetchOnMount: 'always',
  });

/** One message of mine (sent or received) by id: what a notification's link (`/messages?message=<id>`) opens. */
export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: messageKeys.one(id),
    queryFn: () => unwrap(api.messages['by-id'][':id'].$get({ param: { id: String(id) } })),
  });

/** Unread messages addressed to me (the side menu's badge and the dashboard card). */
export const unreadCountQuery = queryOptions({
  queryKey: messageKeys.unreadCount,
  queryFn: () => unwrap(api.messages['unread-count'].$get()),
});

export { currentUserQuery as signedInUserQuery } from '../../lib/current-user';

/** The users of my clinic (recipients for a new message): one query in lib, shared with appointments. */
export { clinicUsersQuery as colleaguesQuery } from '../../lib/clinic-users';

/** Patients matching `q` (name or condition) to attach to a message. */
export const attachPatientsQuery = (q: string) =>
  queryOptions({
    queryKey: patientKeys.messageAttach(q),
    queryFn: () => unwrap(api.patients.$get({ query: { ...(q ? { q } : {}), limit: String(ATTACH_SEARCH_LIMIT) } })),
  });

/** The clinic's results matching `q` (patient or test name) to attach to a message. */
export const attachResultsQuery = (q: string) =>
  queryOptions({
    queryKey: labResultKeys.messageAttach(q),
    queryFn: () => unwrap(api['lab-results'].$get({ query: q ? { q } : {} })),
  });

/** Sends a message; the conversation and inbox refetch afterwards. */
export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageCreate) => unwrap(api.messages.$post({ json: body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Marks received messages read; the lists, unread counts and dashboard figures follow. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      Promise.all(ids.map((id) => unwrap(api.messages[':id'].read.$patch({ param: { id: String(id) } })))),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: messageKeys.all }), qc.invalidateQueries({ queryKey: statsKey })]),
  });
}
