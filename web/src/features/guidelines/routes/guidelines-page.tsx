import { Box, Button, Stack } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { filterGuidelines } from '../../../../../core/reference/guidelines-data';
import type { Guideline } from '../../../../../core/schemas/guidelines';
import { ContentStatusNote } from '../../../components/content-status';
import { PageHeader } from '../../../components/page-header';
import { guidelinesQuery, specialtiesQuery } from '../api';
import { GuidelineDetailDialog } from '../components/guideline-detail-dialog';
import { GuidelineGrid, GuidelineGridSkeleton } from '../components/guideline-card';
import { GuidelineSearchBox } from '../components/guideline-search-box';
import { GuidelinesEmptyState } from '../components/guidelines-empty-state';
import { GuidelinesError } from '../components/guidelines-error';
import { SpecialtyFilter } from '../components/specialty-filter';
import { emptyGuidelinesHint } from '../guidelines.utils';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

/**
 * /guidelines (spec §2, first variant): specialty buttons refetch by specialty; the search box
 * narrows the loaded list on the client (spec §5); 'View Guideline' opens the detail.
 */
export default function GuidelinesPage() {
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<Guideline | null>(null);
  const specialties = useQuery(specialtiesQuery());
  const list = useQuery({ ...guidelinesQuery({ specialty }), placeholderData: keepPreviousData });
  const shown = list.data ? filterGuidelines(list.data, { query: search }) : [];
  const error = specialties.error ?? list.error;
  const clear = () => {
    setSpecialty(null);
    setSearch('');
  };

  return (
    <>
      <PageHeader title={t('Clinical Guidelines')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Guidelines') }]} />
      {error ? (
        <GuidelinesError title={msg('Error Loading Content')} message={t(error.message)} retryLabel={msg('Try Again')} />
      ) : (
        <Stack gap="5">
          <Stack gap="3">
            <GuidelineSearchBox value={search} onChange={setSearch} />
            <SpecialtyFilter specialties={specialties.data ?? []} value={specialty} onChange={setSpecialty} />
          </Stack>
          {list.isPending ? (
            <GuidelineGridSkeleton />
          ) : shown.length === 0 ? (
            <GuidelinesEmptyState hint={emptyGuidelinesHint(specialty, search)}
              action={<Button colorPalette="brand" variant="outline" minH="11" onClick={clear}>{t('Clear filters')}</Button>} />
          ) : (
            <GuidelineGrid guidelines={shown} viewLabel={msg('View Guideline')} onView={setViewing} busy={list.isPlaceholderData} />
          )}
        </Stack>
      )}
      <Box mt="6"><ContentStatusNote area="guidelines" /></Box>
      <GuidelineDetailDialog guideline={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
