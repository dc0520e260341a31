import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { referenceKeys } from '../../lib/query-keys';

// The guideline calls (spec §7) are public GETs; every variant shares these keys and fetchers.

/**
 * A failed guideline call. `message` is the detailed form 'Failed to fetch guidelines: 500 Internal
 * Server Error' (first variant, spec §8); `brief` is 'Failed to fetch guidelines' (integrated variant).
 */
export class GuidelineFetchError extends Error {
  readonly brief: string;
  constructor(what: 'specialties' | 'guidelines', readonly status: number, statusText: string) {
    super(`Failed to fetch ${what}: ${status === 0 ? 'network error' : `${status} ${statusText}`.trim()}`);
    this.brief = `Failed to fetch ${what}`;
  }
}

async function send<T>(what: 'specialties' | 'guidelines', call: () => Promise<{ ok: boolean; status: number; statusText: string; json(): Promise<T> }>): Promise<T> {
  let res;
  try {
    res = await call();
  } catch {
    throw new GuidelineFetchError(what, 0, '');
  }
  if (!res.ok) throw new GuidelineFetchError(what, res.status, res.statusText);
  return res.json();
}

/** GET /api/specialties: the specialty names that have guidelines. */
export const specialtiesQuery = () =>
  queryOptions({
    queryKey: referenceKeys.specialties,
    queryFn: () => send('specialties', () => api.specialties.$get()),
  });

export interface GuidelineFilter {
  specialty?: string | null;
  /** Server-side free-text search (only the /reference/clinical-guidelines variant sends it). */
  query?: string;
}

/** GET /api/clinical-guidelines, optionally by exact specialty and free text; newest first. */
export const guidelinesQuery = ({ specialty, query }: GuidelineFilter = {}) => {
  const params = { ...(specialty ? { specialty } : {}), ...(query?.trim() ? { query: query.trim() } : {}) };
  return queryOptions({
    queryKey: referenceKeys.guidelines(params),
    queryFn: () => send('guidelines', () => api['clinical-guidelines'].$get({ query: params })),
  });
};
