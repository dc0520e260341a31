import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { Allergy } from '../../../../../core/schemas/chart';
import { conceptLabel } from '../../../../../core/schemas/coding';
import { AlertTriangleIcon } from '../../../components/icons';
import type { AllergyBanner as BannerState } from '../chart.utils';
import { isHighRiskAllergy } from '../chart.utils';
import { t } from '../../../i18n';

function AllergyChip({ allergy }: { allergy: Allergy }) {
  const high = isHighRiskAllergy(allergy);
  return (
    <Badge size="lg" colorPalette="red" variant={high ? 'solid' : 'subtle'} data-testid="banner-allergy" data-high-risk={high || undefined}
      whiteSpace="normal" textAlign="start" maxW="full">
      {high && <AlertTriangleIcon boxSize="3.5" aria-hidden />}
      <Text as="span" fontWeight="semibold">{conceptLabel(allergy)}</Text>
      {allergy.reaction && <Text as="span" fontWeight="normal">({allergy.reaction})</Text>}
      {high && <Text as="span" srOnly>, {allergy.severity === 'severe' ? t('severe reaction') : t('high criticality')}</Text>}
    </Badge>
  );
}

/**
 * The allergy banner under the patient's name: always on screen (sticky, also on phones), so a
 * prescriber never has to look for it. "No known allergies" (asked, none) and "Allergies not
 * recorded" (never asked) look different on purpose.
 */
export function AllergyBanner({ state }: { state: BannerState }) {
  const tone = state.kind === 'allergies' ? 'red' : state.kind === 'no-known-allergies' ? 'green' : 'orange';
  return (
    <Box position="sticky" top="16" zIndex="sticky" bg="bg.subtle" py="2" mx={{ base: '-3', md: '0' }} px={{ base: '3', md: '0' }}>
      <Flex role="region" aria-label={t('Allergies')} data-testid="allergy-banner" data-state={state.kind}
        gap="2" align="center" wrap="wrap" px="3" py="2" rounded="md" borderWidth="1px"
        borderColor={`${tone}.muted`} bg={`${tone}.subtle`} color={`${tone}.fg`}>
        <Text fontWeight="bold" fontSize="sm" flexShrink={0}>{t('Allergies:')}</Text>
        {state.kind === 'allergies' && state.allergies.map((a) => <AllergyChip key={a.id} allergy={a} />)}
        {state.kind === 'no-known-allergies' && <Text fontSize="sm" fontWeight="medium">{t('No known allergies')}</Text>}
        {state.kind === 'none-active' && <Text fontSize="sm" fontWeight="medium">{t('No active allergies (past ones resolved)')}</Text>}
        {state.kind === 'not-recorded' && (
          <Flex align="center" gap="1.5"><AlertTriangleIcon boxSize="4" aria-hidden /><Text fontSize="sm" fontWeight="medium">{t('Allergies not recorded: ask the patient')}</Text></Flex>
        )}
      </Flex>
    </Box>
  );
}
