import { Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Guideline } from '../../../../../core/schemas/guidelines';
import { PageHeader } from '../../../components/page-header';
import { GuidelineFetchError, guidelinesQuery, specialtiesQuery } from '../api';
import { GuidelineDetailDialog } from '../components/guideline-detail-dialog';
import { GuidelineGrid } from '../components/guideline-card';
import { GuidelinesEmptyState } from '../components/guidelines-empty-state';
import { GuidelinesError } from '../components/guidelines-error';
import { SpecialtyFilter } from '../components/specialty-filter';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

/** The integrated variant words its failures briefly (spec §8: 'Failed to fetch guidelines'). */
const briefly = (err: Error) => (err instanceof GuidelineFetchError ? err.brief : err.message);

/**
 * /guidelines-integrated (spec §2, third variant): 'All Guidelines' plus a button per specialty,
 * 'Loading guidelines...' while loading, and errors with 'Retry'.
 */
export default function IntegratedGuidelinesPage() {
  const [specialty, setSpecialty] = useState<string | null>(null);
  const [viewing, setViewing] = useState<Guideline | null>(null);
  const specialties = useQuery(specialtiesQuery());
  const list = useQuery(guidelinesQuery({ specialty }));

  return (
    <>
      <PageHeader title={t('Clinical Guidelines')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Guidelines') }]} />
      {specialties.error ? (
        <GuidelinesError title={msg('Error')} message={t('Error loading specialties: {reason}', { reason: briefly(specialties.error) })} retryLabel={msg('Retry')} />
      ) : list.error ? (
        <GuidelinesError title={msg('Error')} message={t('Error loading guidelines: {reason}', { reason: briefly(list.error) })} retryLabel={msg('Retry')} />
      ) : (
        <Stack gap="5">
          <SpecialtyFilter specialties={specialties.data ?? []} value={specialty} onChange={setSpecialty} allLabel={msg('All Guidelines')} />
          {list.isPending ? (
            <Flex role="status" align="center" justify="center" gap="3" py="16" color="fg.muted">
              <Spinner size="md" color="brand.solid" />
              <Text>{t('Loading guidelines...')}</Text>
            </Flex>
          ) : list.data.length === 0 ? (
            <GuidelinesEmptyState hint={t('Try selecting a different specialty')} />
          ) : (
            <GuidelineGrid guidelines={list.data} viewLabel={msg('View Details')} onView={setViewing} />
          )}
        </Stack>
      )}
      <GuidelineDetailDialog guideline={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
