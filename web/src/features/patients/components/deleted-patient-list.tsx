import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { UsersIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { t } from '../../../i18n';
import { deletedPatientsQuery, useRestorePatient } from '../api';

/** Owners: the patients deleted from the clinic's records, each with Restore (the delete dialog promises it). */
export function DeletedPatientList({ q }: { q: string }) {
  const list = useInfiniteQuery(deletedPatientsQuery(q));
  const restore = useRestorePatient();
  const patients = list.data?.pages.flat() ?? [];
  if (list.isPending) return <Stack gap="2">{[0, 1].map((i) => <Skeleton key={i} h="16" rounded="md" />)}</Stack>;
  if (list.isError) return <Text color="fg.error">{t(list.error.message)}</Text>;
  if (patients.length === 0) {
    return (
      <Stack align="center" py="10" gap="2" textAlign="center" data-testid="deleted-empty">
        <UsersIcon boxSize="10" color="fg.subtle" />
        <Text fontWeight="semibold">{t('No deleted patients')}</Text>
        <Text color="fg.muted">{t('Patients removed from the records appear here, and can be restored.')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" rounded="md" bg="bg" data-testid="deleted-patient-list">
        {patients.map((p) => (
          <Flex as="li" key={p.id} px="4" py="3" gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}
            borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="deleted-patient-row">
            <Box flex="1" minW="0">
              <Text fontWeight="semibold" overflowWrap="anywhere">{p.fullName}</Text>
              <Text fontSize="sm" color="fg.muted">{p.mrn}{p.deletedAt ? ` · ${t('deleted {time}', { time: formatDateTime(p.deletedAt) })}` : ''}</Text>
            </Box>
            <Button variant="outline" colorPalette="brand" minH="11" alignSelf={{ base: 'flex-end', md: 'center' }} aria-label={t('Restore {name}', { name: p.fullName })}
              loading={restore.isPending && restore.variables === p.id}
              onClick={() => restore.mutate(p.id, {
                onSuccess: (r) => notify(t('Patient restored'), t('{name} is back in your records.', { name: r.fullName }), 'success'),
                onError: (err) => notify(t('Patient not restored'), t(err.message), 'error'),
              })}>
              {t('Restore')}
            </Button>
          </Flex>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Flex justify="center">
          <Button variant="outline" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>{t('Load more')}</Button>
        </Flex>
      )}
    </Stack>
  );
}
