import { Badge, Box, HStack, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { GuidelineHit } from '../../../../../core/reference/guideline-lookup';
import type { MedicationListCheck } from '../../../../../core/reference/interaction-check';
import { msg } from '../../../../../core/i18n/msg';
import { PillIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { interactionHeadline, type ToolCallView } from '../ai.utils';

/** Tool names of the built-in reference tools (worker/ai/reference-tools.ts). */
export const REFERENCE_TOOL_NAMES = new Set(['check_drug_interactions', 'search_guidelines']);

// The tool answers on DESIGN.md §9's four levels (core/reference/clinical-levels.ts).
const SEVERITY_PALETTE = { contraindicated: 'red', major: 'red', moderate: 'orange', minor: 'yellow' } as const;
const SEVERITY_LABEL = { contraindicated: msg('contraindicated'), major: msg('major'), moderate: msg('moderate'), minor: msg('minor') } as const;

/**
 * What the assistant looked up in the built-in reference: the interaction checker's own answer
 * (so the clinician sees the checker's severity and sources beside the reply, and can open the
 * same check on the Drug Interactions page) or the guideline entries it found.
 */
export function ReferenceToolCard({ call }: { call: ToolCallView }) {
  if (call.toolName === 'check_drug_interactions') {
    const output = call.output as MedicationListCheck | undefined;
    const entered = ((call.input as { medications?: string[] } | undefined)?.medications ?? []).filter((name) => typeof name === 'string');
    const link = `/reference/drug-interactions?${entered.map((name) => `drug=${encodeURIComponent(name)}`).join('&')}`;
    return (
      <Box borderWidth="1px" borderColor="border" bg="bg" rounded="md" p="3" data-testid="ai-tool-call" fontSize="sm">
        <HStack gap="2" mb="1" wrap="wrap">
          <PillIcon boxSize="4" flexShrink="0" color="brand.fg" />
          <Text fontWeight="semibold">{t('Drug interaction check')}</Text>
          {!output && !call.errorText && <Text color="fg.muted">{t('checking...')}</Text>}
        </HStack>
        {output && <Text data-testid="ai-interaction-headline">{interactionHeadline(output)}</Text>}
        {output && output.interactions.length > 0 && (
          <List.Root gap="1" ps="4" mt="1">
            {output.interactions.map((i) => (
              <List.Item key={i.drugs.join('+')}>
                <Badge colorPalette={SEVERITY_PALETTE[i.severity]} variant="subtle" mr="2">{t(SEVERITY_LABEL[i.severity])}</Badge>
                {i.drugs.join(' + ')}
              </List.Item>
            ))}
          </List.Root>
        )}
        {call.errorText && <Text mt="2" color="fg.error">{t(call.errorText)}</Text>}
        {entered.length > 0 && (
          <Link asChild mt="2" display="inline-block" color="brand.fg" fontSize="xs">
            <RouterLink to={link}>{t('Open this check on the Drug Interactions page')}</RouterLink>
          </Link>
        )}
      </Box>
    );
  }
  const results = (call.output as { results?: GuidelineHit[] } | undefined)?.results ?? [];
  return (
    <Box borderWidth="1px" borderColor="border" bg="bg" rounded="md" p="3" data-testid="ai-tool-call" fontSize="sm">
      <Text fontWeight="semibold" mb="1">{t('Guideline catalogue search')}</Text>
      {results.length === 0 ? <Text color="fg.muted">{call.output ? t('No matching entry.') : t('searching...')}</Text> : (
        <List.Root gap="1" ps="4">
          {results.map((hit) => (
            <List.Item key={hit.title}>
              <Text as="span" lang="en">{hit.title}</Text> ({hit.organization}, {hit.publicationDate.slice(0, 4)}){hit.unverified && <Badge colorPalette="orange" variant="outline" ml="2">{t('unverified')}</Badge>}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
