import { queryOptions } from '@tanstack/react-query';
import type { SmartRecordView } from '../../../../core/schemas/smart-launch';
import { smartApi, unwrap } from '../../lib/api-client';
import { smartKeys } from '../../lib/query-keys';

/** The EHR patient's record of a launch, read live from the EHR by the Worker (worker/routes/smart-launches.ts). */
export const smartRecordQuery = (launch: number) =>
  queryOptions({
    queryKey: smartKeys.record(launch),
    queryFn: () => unwrap(smartApi.launches[':id'].$get({ param: { id: String(launch) } })),
    // Hono's JSON typing flattens the calculators' results (LocalText, a recursive message value) to
    // JSONValue; the Worker builds the answer as a SmartRecordView (worker/routes/smart-launches.ts).
    select: (answer): SmartRecordView => answer as unknown as SmartRecordView,
    // The EHR's data is read on every open; an expired launch does not get better by asking again.
    retry: false,
    staleTime: 60_000,
  });
