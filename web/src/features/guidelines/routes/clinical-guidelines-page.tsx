import { Button, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Guideline } from '../../../../../core/schemas/guidelines';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/toaster';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { guidelinesQuery, specialtiesQuery } from '../api';
import { GuidelineDetailDialog } from '../components/guideline-detail-dialog';
import { GuidelineGrid, GuidelineGridSkeleton } from '../components/guideline-card';
import { GuidelineSearchBox } from '../components/guideline-search-box';
import { GuidelinesEmptyState } from '../components/guidelines-empty-state';
import { GuidelinesError } from '../components/guidelines-error';
import { SpecialtyFilter } from '../components/specialty-filter';
import { emptyGuidelinesHint, GUIDELINE_SEARCH_DELAY_MS } from '../guidelines.utils';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

/** The open guideline lives in the address (?guideline=<slug>) so the reference panel can link to it. */
const GUIDELINE_PARAM = 'guideline';

/**
 * /reference/clinical-guidelines (spec §2, second variant): the search text goes to the server as
 * `query` once typing has paused for 500 ms (spec §7), together with the chosen specialty.
 */
export default function ClinicalGuidelinesPage() {
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), GUIDELINE_SEARCH_DELAY_MS);
  const [params, setParams] = useSearchParams();
  const slug = params.get(GUIDELINE_PARAM);

  const specialties = useQuery(specialtiesQuery());
  const list = useQuery({ ...guidelinesQuery({ specialty, query }), placeholderData: keepPreviousData });
  // A deep-linked guideline may lie outside the current filter: look it up in the whole list.
  const all = useQuery({ ...guidelinesQuery(), enabled: slug !== null });
  const viewing = slug ? (list.data?.find((g) => g.slug === slug) ?? all.data?.find((g) => g.slug === slug) ?? null) : null;
  const missing = slug !== null && all.isSuccess && viewing === null;

  const setOpen = (g: Guideline | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (g) next.set(GUIDELINE_PARAM, g.slug);
      else next.delete(GUIDELINE_PARAM);
      return next;
    }, { replace: true, preventScrollReset: true });

  useEffect(() => {
    if (!missing) return;
    notify(t('Guideline not found'), t('The linked guideline is no longer in the list.'), 'warning');
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete(GUIDELINE_PARAM);
      return next;
    }, { replace: true, preventScrollReset: true });
  }, [missing, setParams]);

  const error = specialties.error ?? list.error;
  const filtered = specialty !== null || search.trim() !== '';

  return (
    <>
      <PageHeader title={t('Clinical Guidelines')}
        crumbs={[{ label: t('Home'), to: '/' }, { label: t('Reference') }, { label: t('Clinical Guidelines') }]} />
      {error ? (
        <GuidelinesError title={msg('Error')} message={t(error.message)} retryLabel={msg('Try Again')} />
      ) : (
        <Stack gap="5">
          <Stack gap="3">
            <GuidelineSearchBox value={search} onChange={setSearch} />
            <SpecialtyFilter specialties={specialties.data ?? []} value={specialty} onChange={setSpecialty} />
          </Stack>
          {!list.data ? (
            <GuidelineGridSkeleton />
          ) : list.data.length === 0 ? (
            <GuidelinesEmptyState hint={emptyGuidelinesHint(specialty, query)}
              action={filtered && <Button colorPalette="brand" variant="outline" minH="11" onClick={() => { setSpecialty(null); setSearch(''); }}>{t('Clear filters')}</Button>} />
          ) : (
            <GuidelineGrid guidelines={list.data} viewLabel={msg('View Details')} onView={setOpen} busy={list.isPlaceholderData || query !== search.trim()} />
          )}
        </Stack>
      )}
      <GuidelineDetailDialog guideline={viewing} onClose={() => setOpen(null)} />
    </>
  );
}
