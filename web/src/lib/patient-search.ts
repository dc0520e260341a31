import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './api-client';
import { patientKeys } from './query-keys';

/** How many matches a patient picker shows: enough to choose from, small on a phone network. */
export const PATIENT_PICKER_LIMIT = 20;

/** The first patients of the clinic whose name starts with, or whose condition matches, `q`. */
export const patientPickerQuery = (q: string) =>
  queryOptions({
    queryKey: patientKeys.picker(q),
    queryFn: () => unwrap(api.patients.$get({ query: { ...(q ? { q } : {}), limit: String(PATIENT_PICKER_LIMIT) } })),
  });
