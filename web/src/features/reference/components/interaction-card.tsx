import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { InteractionResult, Severity } from '../../../../../core/reference/drug-interactions';
import { AlertTriangleIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';
import { ContentLanguageBadge } from '../../../components/content-language';
import { AlternativesNote } from '../../../components/alternatives-note';
import { alternativeViews } from '../../../../../core/reference/alternatives';

/** How each severity looks and what it means (the grading of core/reference/drug-interactions.ts). */
export const SEVERITY_INFO: Record<Severity, { label: string; palette: 'red' | 'orange' | 'yellow'; meaning: string }> = {
  severe: { label: msg('Severe'), palette: 'red', meaning: msg('The label says the combination is contraindicated, or to avoid it.') },
  moderate: { label: msg('Moderate'), palette: 'orange', meaning: msg('The label says to adjust a dose, space the doses or monitor; includes routine co-therapy given with monitoring.') },
  mild: { label: msg('Mild'), palette: 'yellow', meaning: msg('A small effect that needs no change beyond routine care.') },
};

/** A severity badge: colour plus the word, so it never relies on colour alone. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const info = SEVERITY_INFO[severity];
  return (
    // Chakra's solid orange is under WCAG AA (4.5:1) in both modes (white on orange.600 3.6:1, black on
    // its dark-mode orange about 2.7:1): white on orange.700 is 5.2:1.
    <Badge colorPalette={info.palette} variant="solid" size="lg" flexShrink="0" {...(info.palette === 'orange' ? { bg: 'orange.700', color: 'white' } : {})}>
      {severity === 'severe' && <AlertTriangleIcon boxSize="3.5" />}
      {t(info.label)}
    </Badge>
  );
}

/** One interaction: the pair, its severity, what happens, why, what to do, and any alternative its source names. */
export function InteractionCard({ interaction }: { interaction: InteractionResult }) {
  const info = SEVERITY_INFO[interaction.severity];
  const title = `${interaction.drugNames[0]} + ${interaction.drugNames[1]}`;
  return (
    <Card.Root as="article" aria-label={t('{severity} interaction: {pair}', { severity: t(info.label), pair: title })} data-testid="interaction" data-severity={interaction.severity}
      borderLeftWidth="6px" borderLeftColor={`${info.palette}.solid`} size="sm">
      <Card.Body gap="3">
        <ContentLanguageBadge />
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Heading as="h3" size="md">{title}</Heading>
          <SeverityBadge severity={interaction.severity} />
        </Flex>
        <Text lang="en">{interaction.description}</Text>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
          <Box flex="1" minW="0">
            <Text fontSize="xs" fontWeight="bold" color="fg.muted" letterSpacing="wider" textTransform="uppercase">{t('Mechanism')}</Text>
            <Text fontSize="sm" color="fg.muted" lang="en">{interaction.mechanism}</Text>
          </Box>
          <Box flex="1" minW="0" bg={`${info.palette}.subtle`} p="3" rounded="md">
            <Text fontSize="xs" fontWeight="bold" color={`${info.palette}.fg`} letterSpacing="wider" textTransform="uppercase">{t('What to do')}</Text>
            <Text fontSize="sm" lang="en">{interaction.management}</Text>
          </Box>
        </Stack>
        <AlternativesNote alternatives={alternativeViews(interaction.ruleIds, interaction.drugs)} />
        <Text fontSize="xs" color="fg.muted" data-testid="interaction-source">{t('Source: {sources}', { sources: interaction.sources.join(' · ') })}</Text>
      </Card.Body>
    </Card.Root>
  );
}
