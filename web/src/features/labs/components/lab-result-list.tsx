import { Badge, Box, chakra, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LabResult } from '../../../../../core/schemas/lab-results';
import { t } from '../../../i18n';
import { formatShortDate } from '../../../lib/format';
import { useInSlices } from '../../../lib/in-slices';
import { awaitsCriticalReview, isCriticalLabResult, KIND_LABELS } from '../labs.utils';

/** The status badges of a result (spec §2): 'Critical' when flagged, 'Pending Review' until reviewed. */
export function ResultBadges({ result }: { result: LabResult }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      {isCriticalLabResult(result) && <Badge colorPalette="red" variant="solid" data-testid="badge-critical">{t('Critical')}</Badge>}
      {result.isReviewed ? (
        <Badge colorPalette="green" variant="subtle">{t('Reviewed')}</Badge>
      ) : (
        <Badge colorPalette="orange" variant="solid" data-testid="badge-pending">{t('Pending Review')}</Badge>
      )}
    </HStack>
  );
}

/**
 * The result rows. Unreviewed rows are tinted (red with a red edge while a critical one waits for
 * review, amber otherwise); the badges say the same in words. Each row is a button that selects it.
 * Rendered in slices (lib/in-slices.ts).
 */
export function LabResultList({ results, loading, selectedId, onSelect }: {
  results: LabResult[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (r: LabResult) => void;
}) {
  const rows = useInSlices(results);
  if (loading || (rows.catchingUp && rows.value.length === 0)) {
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t('Loading lab results')}>
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} h="20" rounded="md" />)}
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" rounded="md" overflow="hidden" bg="bg" data-testid="lab-result-list">
      {rows.value.map((r) => {
        const urgent = awaitsCriticalReview(r);
        const selected = r.id === selectedId;
        return (
          <Box as="li" key={r.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            <chakra.button
              type="button"
              data-testid="lab-result-row"
              data-result-id={r.id}
              data-pending={r.isReviewed ? undefined : ''}
              data-urgent={urgent ? '' : undefined}
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(r)}
              display="block"
              w="full"
              minH="11"
              px="4"
              py="3"
              textAlign="start"
              cursor="pointer"
              borderInlineStartWidth="4px"
              borderInlineStartColor={urgent ? 'red.solid' : r.isReviewed ? 'transparent' : 'orange.solid'}
              bg={urgent ? 'red.subtle' : r.isReviewed ? 'bg' : 'orange.subtle'}
              boxShadow={selected ? 'inset 0 0 0 2px {colors.brand.solid}' : undefined}
              _hover={{ bg: urgent ? 'red.muted' : r.isReviewed ? 'bg.muted' : 'orange.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
            >
              <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
                <Box minW="0" flex="1">
                  <Text fontWeight="semibold" truncate color={urgent ? 'fg.error' : 'fg'}>{r.resultData.patientName || r.patientName}</Text>
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>{r.labName}</Text>
                </Box>
                <Text fontSize="sm" color="fg.muted" flexShrink="0">{formatShortDate(r.receivedAt)}</Text>
              </Flex>
              <Flex mt="2" gap="2" align="center" wrap="wrap">
                <Badge variant="outline" colorPalette="gray">{t(KIND_LABELS[r.kind])}</Badge>
                <ResultBadges result={r} />
              </Flex>
            </chakra.button>
          </Box>
        );
      })}
    </Stack>
  );
}
