import { Alert, Badge, Box, Button, Card, DataList, Flex, Heading, HStack, IconButton, Link as ChakraLink, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { CalculatorResult, CalculatorSource, ResultSeverity } from '../../../../../core/calculators/types';
import { ChevronRightIcon, CopyIcon, FileTextIcon } from '../../../components/icons';
import { notify } from '../../../lib/toaster';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { resultSummaryLine, resultValueText } from '../summary.utils';
import { shownResult, type ShownResult } from '../../../lib/shown-result';
import { SaveNoteDialog } from './save-note-dialog';
import { SaveToChartDialog } from './save-to-chart-dialog';
import type { CalculatorSlug } from '../../../../../core/calculators/registry';
import { copyText } from '../../../lib/clipboard';
import { TOUCH_LINK } from '../../../components/touch-link';

/** Colour of each result band; a page may override (SCORAD's bands are green, yellow, red). */
export type SeverityPalette = Record<ResultSeverity, string>;
export const DEFAULT_SEVERITY_PALETTE: SeverityPalette = { low: 'green', moderate: 'yellow', high: 'orange', 'very-high': 'red' };

export const RESULT_DISCLAIMER = msg(
  'This tool supports clinical judgement and does not replace it. Check the inputs, and interpret the result for the individual patient; it is not a diagnosis or a treatment order.',
);

/** The main figure, category, bar, interpretation, recommendation, secondary figures and caveats. */
export function ResultDetails({ result, palette }: { result: ShownResult; palette: SeverityPalette }) {
  const colour = palette[result.severity];
  const value = resultValueText(result);
  return (
    <Stack gap="4">
      <Box aria-live="polite" aria-atomic="true" data-testid="result-summary">
        <Text fontSize="sm" color="fg.muted">{result.label}</Text>
        <Flex align="center" gap="3" wrap="wrap">
          <Text as="output" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="1.1" data-testid="result-value">{value}</Text>
          <Badge size="lg" colorPalette={colour} variant={result.severity === 'very-high' ? 'solid' : 'subtle'} data-testid="result-category">
            {result.category}
          </Badge>
        </Flex>
      </Box>
      <Progress.Root value={Math.round(result.barFraction * 1000) / 10} max={100} colorPalette={colour} size="lg"
        aria-label={`${result.label}: ${value}, ${result.category}`}>
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text data-testid="result-interpretation">{result.interpretation}</Text>
      {result.recommendation && (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('Recommendation')}</Alert.Title>
            <Alert.Description>{result.recommendation}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {result.extras && result.extras.length > 0 && (
        <DataList.Root orientation="horizontal" size="sm" gap="2" data-testid="result-extras">
          {result.extras.map((e) => (
            <DataList.Item key={e.label} alignItems="baseline">
              <DataList.ItemLabel flex="0 0 55%" minW="0">{e.label}</DataList.ItemLabel>
              <DataList.ItemValue flex="1" minW="0" fontWeight="medium">{e.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
      {result.warnings && result.warnings.length > 0 && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('Caveats')}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4" gap="1">
                {result.warnings.map((w) => <List.Item key={w}>{w}</List.Item>)}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** The chart a calculator was opened from: its result can be saved back there. */
export interface ChartOrigin {
  patientId: number;
  slug: CalculatorSlug;
}

/** 'Copy result' (one line on the clipboard) and, when signed in, 'Save to patient note' (or 'Save to chart' when opened from one). */
export function ResultActions({ calculatorName, inputs, result, signedIn, chart }: {
  calculatorName: string;
  inputs: readonly string[];
  result: ShownResult;
  signedIn: boolean;
  chart?: ChartOrigin | undefined;
}) {
  const [noteOpen, setNoteOpen] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);
  const [noteText, setNoteText] = useState('');
  const line = () => resultSummaryLine({ calculatorName, inputs, result, at: new Date() });
  const copy = async () => {
    const text = line();
    if (await copyText(text)) notify(t('Result copied'), text, 'success');
    else notify(t('Could not copy the result'), t('Your browser blocked access to the clipboard.'), 'error');
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" minH="11" onClick={() => void copy()}>
        <CopyIcon /> {t('Copy result')}
      </Button>
      {signedIn && chart && (
        <Button colorPalette="brand" minH="11" onClick={() => { setNoteText(line()); setChartOpen(true); }}>
          <FileTextIcon /> {t('Save to chart')}
        </Button>
      )}
      {signedIn && !chart && (
        <Button variant="outline" minH="11" onClick={() => { setNoteText(line()); setNoteOpen(true); }}>
          <FileTextIcon /> {t('Save to patient note')}
        </Button>
      )}
      {signedIn && chart && chartOpen && (
        <SaveToChartDialog patientId={chart.patientId} slug={chart.slug} result={result} summary={noteText} onClose={() => setChartOpen(false)} />
      )}
      {signedIn && <SaveNoteDialog open={noteOpen} onOpenChange={setNoteOpen} summary={noteText} />}
    </HStack>
  );
}

/** The result card: the result (or what is still needed), the actions and the disclaimer. */
export function ResultCard({ calculatorName, result, pending, inputs, signedIn, palette, chart, children }: {
  calculatorName: string;
  chart?: ChartOrigin | undefined;
  result: CalculatorResult | null;
  /** Shown while there is no result: what to fill in, or why the input cannot be used. */
  pending: ReactNode;
  inputs: readonly string[];
  signedIn: boolean;
  palette: SeverityPalette;
  /** Extra content under the result (e.g. SCORAD sub-scores). */
  children?: ReactNode;
}) {
  const shown = result && shownResult(result);
  return (
    <Card.Root id="calculator-result" data-testid="result-panel" scrollMarginTop="20">
      <Card.Header pb="0">
        <Heading as="h2" size="lg">{t('Result')}</Heading>
      </Card.Header>
      <Card.Body gap="4">
        {shown ? (
          <>
            <ResultDetails result={shown} palette={palette} />
            {children}
            <ResultActions calculatorName={calculatorName} inputs={inputs} result={shown} signedIn={signedIn} chart={chart} />
          </>
        ) : (
          <Box color="fg.muted" data-testid="result-pending" aria-live="polite">{pending}</Box>
        )}
        <Text fontSize="xs" color="fg.muted" borderTopWidth="1px" pt="3" data-testid="result-disclaimer">{t(RESULT_DISCLAIMER)}</Text>
      </Card.Body>
    </Card.Root>
  );
}

/** 'About': what the tool measures, its formula, how to read it, and its primary sources. */
export function AboutCard({ title, description, formula, interpretation, sources, children }: {
  title: string;
  description: string;
  formula: string;
  interpretation?: ReactNode;
  sources: readonly CalculatorSource[];
  children?: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby="about-heading" variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id="about-heading">{title}</Heading>
      </Card.Header>
      <Card.Body gap="4" fontSize="sm">
        <Text>{description}</Text>
        {children}
        <Box>
          <Heading as="h3" size="sm" mb="1">{t('Formula')}</Heading>
          <Text whiteSpace="pre-wrap" data-testid="about-formula">{formula}</Text>
        </Box>
        {interpretation && (
          <Box>
            <Heading as="h3" size="sm" mb="1">{t('Interpretation')}</Heading>
            {interpretation}
          </Box>
        )}
        <Box>
          <Heading as="h3" size="sm" mb="1">{t('References')}</Heading>
          {/* Citations stay in their language (English), marked so screen readers and translators know. */}
          <List.Root as="ol" ps="5" gap="2" lang="en">
            {sources.map((s) => (
              <List.Item key={s.citation} overflowWrap="anywhere">
                {s.citation}{' '}
                {s.url && (
                  <ChakraLink href={s.url} target="_blank" rel="noopener noreferrer" color="brand.fg" {...TOUCH_LINK}>
                    {s.url.replace(/^https:\/\//, '')}
                  </ChakraLink>
                )}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** On phones: the live result pinned to the bottom edge (clear of the reference button), linking to the panel. */
export function MobileResultBar({ result, palette }: { result: CalculatorResult | null; palette: SeverityPalette }) {
  if (!result) return null;
  const shown = shownResult(result);
  return (
    <Flex hideFrom="md" position="fixed" insetX="0" bottom="0" zIndex="docked" bg="bg" borderTopWidth="1px" shadow="md"
      px="4" py="2" pe="24" align="center" gap="3" data-testid="mobile-result-bar">
      <Box minW="0" flex="1">
        <Text fontSize="xs" color="fg.muted" truncate>{shown.label}</Text>
        <HStack gap="2" rowGap="0.5" minW="0" wrap="wrap">
          <Text fontWeight="bold" fontSize="lg" whiteSpace="nowrap">{resultValueText(shown)}</Text>
          <Badge colorPalette={palette[shown.severity]}>{shown.category}</Badge>
        </HStack>
      </Box>
      <IconButton aria-label={t('Show result details')} variant="ghost" minW="11" minH="11" flexShrink={0}
        onClick={() => document.getElementById('calculator-result')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
        <ChevronRightIcon transform="rotate(90deg)" />
      </IconButton>
    </Flex>
  );
}
