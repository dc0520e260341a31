import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { localTimeZone } from '../../lib/local-time-zone';
import { appointmentKeys, clinicalNoteKeys, statsKey } from '../../lib/query-keys';

/** Today's appointments / unread messages / pending results (GET /api/stats). */
export const statsQuery = queryOptions({
  queryKey: statsKey,
  queryFn: () => unwrap(api.stats.$get({ query: { tz: localTimeZone() } })),
});

/** The clinic's most recent clinical notes. */
export const recentNotesQuery = queryOptions({
  queryKey: clinicalNoteKeys.recent,
  queryFn: () => unwrap(api['clinical-notes'].$get({ query: { limit: '5' } })),
});

/** The signed-in doctor's appointments today. */
export const todayQuery = queryOptions({
  queryKey: appointmentKeys.today,
  queryFn: () => unwrap(api.appointments.today.$get({ query: { tz: localTimeZone() } })),
});
