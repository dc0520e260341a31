import { Stack, Text } from '@chakra-ui/react';
import type { AlternativeView } from '../../../core/reference/alternatives';
import { t } from '../i18n';

/**
 * The drugs a finding's source names to use instead (core/reference/alternatives.ts), each with the
 * condition the source states, and under them the source, once per source; nothing when it names none.
 */
export function AlternativesNote({ alternatives }: { alternatives: readonly AlternativeView[] }) {
  if (alternatives.length === 0) return null;
  const sources = [...new Set(alternatives.map((a) => a.source))];
  return (
    <Stack gap="0.5" data-testid="alternatives">
      <Text fontSize="sm" fontWeight="medium">{t('Alternatives the source names:')}</Text>
      {sources.map((source) => (
        <Stack key={source} gap="0">
          {alternatives.filter((a) => a.source === source).map((a) => (
            <Text key={`${a.replaces}-${a.drug}`} fontSize="sm">
              {a.condition
                ? t('{alternative} instead of {drug}, {condition}', { alternative: a.drug, drug: a.replaces, condition: t(a.condition) })
                : t('{alternative} instead of {drug}', { alternative: a.drug, drug: a.replaces })}
            </Text>
          ))}
          <Text fontSize="xs" color="fg.muted">{t('Source: {source}', { source })}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
