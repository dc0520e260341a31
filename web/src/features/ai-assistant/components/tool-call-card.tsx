import { Badge, Box, DataList, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CALCULATOR_CATALOGUE } from '../../../../../core/calculators/catalogue';
import { calculatorSlugOfTool, type CalculatorToolOutput } from '../../../../../core/schemas/ai';
import { CalculatorIcon } from '../../../components/icons';
import { t, useLocale } from '../../../i18n';
import { inputRows, type ToolCallView } from '../ai.utils';

type ToolResultModule = typeof import('../tool-result.utils');
let toolResultModule: ToolResultModule | undefined;

/** The card's result in the reader's language (tool-result.utils.ts says why); the Worker's English one in English. */
function useShownResult(slug: string | undefined, input: unknown, output: CalculatorToolOutput | undefined) {
  const locale = useLocale();
  const [module, setModule] = useState(toolResultModule);
  const needed = locale !== 'en' && Boolean(output?.ok) && slug !== undefined;
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    void import('../tool-result.utils').then((loaded) => {
      toolResultModule = loaded;
      if (live) setModule(loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, module]);
  if (!output?.ok) return undefined;
  if (!needed) return output.result;
  // Until the calculators load, nothing rather than English; if the inputs do not run here, the Worker's text.
  return module && slug ? (module.toolResultShown(slug, input) ?? output.result) : undefined;
}

/**
 * A calculator the assistant ran: which one, the inputs it passed (so the clinician can check
 * them), and the result, with a link to the calculator page to re-run it by hand.
 */
export function ToolCallCard({ call }: { call: ToolCallView }) {
  const slug = calculatorSlugOfTool(call.toolName);
  const entry = CALCULATOR_CATALOGUE.find((e) => e.slug === slug);
  const output = call.output as CalculatorToolOutput | undefined;
  const result = useShownResult(slug, call.input, output);
  const rows = inputRows(call.input);
  const error = call.errorText ?? (output && !output.ok ? output.message : undefined);

  return (
    <Box borderWidth="1px" borderColor="border" bg="bg" rounded="md" p="3" data-testid="ai-tool-call" fontSize="sm">
      <HStack gap="2" mb="2" wrap="wrap">
        <CalculatorIcon boxSize="4" flexShrink="0" color="brand.fg" />
        <Text fontWeight="semibold">{entry ? t(entry.name) : call.toolName}</Text>
        {result && <Badge colorPalette="brand" variant="subtle" data-testid="ai-tool-result">{result.label}: {result.display} · {result.category}</Badge>}
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
      {result?.recommendation && <Text mt="2">{result.recommendation}</Text>}
      {error && <Text mt="2" color="fg.error">{t(error)}</Text>}
      {entry && (
        <Link asChild mt="2" display="inline-block" color="brand.fg" fontSize="xs">
          <RouterLink to={entry.url}>{t('Check it in the {name} calculator', { name: t(entry.name) })}</RouterLink>
        </Link>
      )}
    </Box>
  );
}
