import { Badge, Box, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CALCULATOR_CATALOGUE } from '../../../../../core/calculators/catalogue';
import { calculatorSlugOfTool, type CalculatorToolOutput } from '../../../../../core/schemas/ai';
import { CalculatorIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { inputRows, type ToolCallView } from '../ai.utils';

/**
 * A calculator the assistant ran: which one, the inputs it passed (so the clinician can check
 * them), and the result, with a link to the calculator page to re-run it by hand.
 */
export function ToolCallCard({ call }: { call: ToolCallView }) {
  const slug = calculatorSlugOfTool(call.toolName);
  const entry = CALCULATOR_CATALOGUE.find((e) => e.slug === slug);
  const output = call.output as CalculatorToolOutput | undefined;
  const rows = inputRows(call.input);
  const error = call.errorText ?? (output && !output.ok ? output.message : undefined);

  return (
    <Box borderWidth="1px" borderColor="border" bg="bg" rounded="md" p="3" data-testid="ai-tool-call" fontSize="sm">
      <HStack gap="2" mb="2" wrap="wrap">
        <CalculatorIcon boxSize="4" flexShrink="0" color="brand.fg" />
        <Text fontWeight="semibold">{entry ? t(entry.name) : call.toolName}</Text>
        {output?.ok && <Badge colorPalette="brand" variant="subtle" data-testid="ai-tool-result">{output.result.label}: {output.result.display} · {output.result.category}</Badge>}
        {!output && !error && <Text color="fg.muted">{t('calculating...')}</Text>}
      </HStack>
      {rows.length > 0 && (
        <Stack gap="1">
          <Text fontSize="xs" color="fg.muted">{t('Inputs used by the assistant')}</Text>
          <DataList.Root orientation="horizontal" size="sm" gap="1">
            {rows.map((r) => (
              <DataList.Item key={r.label}>
                <DataList.ItemLabel minW="10rem">{r.label}</DataList.ItemLabel>
                <DataList.ItemValue>{r.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Text fontSize="xs" color="fg.muted">{t('Anything not listed used the calculator’s default (usually “absent”).')}</Text>
        </Stack>
      )}
      {output?.ok && output.result.recommendation && <Text mt="2">{output.result.recommendation}</Text>}
      {error && <Text mt="2" color="fg.error">{t(error)}</Text>}
      {entry && (
        <Link asChild mt="2" display="inline-block" color="brand.fg" fontSize="xs">
          <RouterLink to={entry.url}>{t('Check it in the {name} calculator', { name: t(entry.name) })}</RouterLink>
        </Link>
      )}
    </Box>
  );
}
