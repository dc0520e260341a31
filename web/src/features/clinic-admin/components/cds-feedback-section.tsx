import { Badge, Box, Code, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { CdsConnectionFeedback, CdsRuleFeedback } from '../../../../../core/schemas/cds-feedback';
import { TouchSized } from '../../../components/touch-sized';
import { t } from '../../../i18n';
import { numberFormat } from '../../../lib/intl-formats';
import { cdsFeedbackQuery } from '../api';
import { reasonWords, ruleWords } from '../cds-rule-label';

const INDICATOR_COLOR = { critical: 'red', warning: 'orange', info: 'blue' } as const;
const indicatorWord = (indicator: CdsRuleFeedback['indicator']) =>
  indicator === 'critical' ? t('cds indicator::Critical') : indicator === 'warning' ? t('cds indicator::Warning') : t('cds indicator::Info');

/** One rule of one connection: its words and id, the figures, the commonest override reasons. */
function RuleRow({ rule }: { rule: CdsRuleFeedback }) {
  const words = ruleWords(rule.ruleId);
  return (
    <Flex as="li" gap="3" borderWidth="1px" rounded="md" p="3" wrap="wrap" align="flex-start" data-testid="cds-rule-row">
      <Stack flex="1" minW="12rem" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={INDICATOR_COLOR[rule.indicator]} variant="subtle">{indicatorWord(rule.indicator)}</Badge>
          <Text fontWeight="medium" overflowWrap="anywhere">{words.subject ? t('{family}: {subject}', { family: words.family, subject: words.subject }) : words.family}</Text>
        </Flex>
        <Code fontSize="xs" w="fit-content" maxW="full" overflowWrap="anywhere">{rule.ruleId}</Code>
        <Text fontSize="sm" color="fg.muted">
          {rule.reasons.length > 0
            ? t('Commonest override reasons: {reasons}', { reasons: rule.reasons.map((r) => t('{reason} ({count})', { reason: reasonWords(r), count: r.count })).join('; ') })
            : t('No override reported')}
        </Text>
      </Stack>
      <Stack gap="0" textAlign={{ base: 'start', sm: 'end' }} minW="10rem" fontSize="sm">
        <Text fontSize="lg" fontWeight="semibold" data-testid="cds-override-rate">{t('{rate} overridden', { rate: numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(rule.overrideRate) })}</Text>
        <Text color="fg.muted">{t('{sent} sent · {accepted} accepted · {overridden} overridden', { sent: rule.sent, accepted: rule.accepted, overridden: rule.overridden })}</Text>
      </Stack>
    </Flex>
  );
}

function ConnectionFeedback({ connection, days }: { connection: CdsConnectionFeedback; days: number }) {
  return (
    <Stack gap="2" data-testid="cds-feedback-connection">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" overflowWrap="anywhere">{connection.name}</Text>
        {connection.removed ? <Badge variant="outline">{t('removed')}</Badge> : null}
      </Flex>
      {connection.rules.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">{t('No cards sent in the last {days} days.', { days })}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('Rules of {name}', { name: connection.name })}>
          {connection.rules.map((rule) => <RuleRow key={rule.ruleId} rule={rule} />)}
        </Stack>
      )}
    </Stack>
  );
}

/** Owners: what physicians did with MedAssist's cards in each EHR, per rule; the most overridden first. */
export function CdsFeedbackSection() {
  const stats = useQuery(cdsFeedbackQuery);
  if (stats.isPending) return <Skeleton h="16" />;
  if (stats.isError) return <Text color="fg.error">{t(stats.error.message)}</Text>;
  if (stats.data.connections.length === 0) return <Text color="fg.muted" fontSize="sm">{t('No EHR registered yet.')}</Text>;
  return (
    <TouchSized>
      <Stack gap="5">
        {stats.data.connections.map((connection) => <ConnectionFeedback key={connection.id} connection={connection} days={stats.data.days} />)}
        <Box as="p" fontSize="xs" color="fg.muted">
          {t('The override rate is the share of cards sent that the EHR reported as overridden; cards the physician ignored are reported by no EHR and count as sent only.')}
        </Box>
      </Stack>
    </TouchSized>
  );
}
