import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { referenceKeys } from '../../lib/query-keys';
import { t } from '../../i18n';

// The guideline calls (spec §7) are public GETs; every variant shares these keys and fetchers.

/**
 * A failed guideline call. `message` is the detailed form 'Failed to fetch guidelines: 500 Internal
 * Server Error' (first variant, spec §8); `brief` is 'Failed to fetch guidelines' (integrated variant).
 */
export class GuidelineFetchError extends Error {
  readonly brief: string;
  constructor(what: 'specialties' | 'guidelines', readonly status: number, statusText: string) {
    const reason = status === 0 ? t('network error') : `${status} ${statusText}`.trim();
    super(what === 'specialties' ? t('Failed to fetch specialties: {reason}', { reason }) : t('Failed to fetch guidelines: {reason}', { reason }));
    this.brief = what === 'specialties' ? t('Failed to fetch specialties') : t('Failed to fetch guidelines');
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
