import { Alert, Badge, Box, Button, Card, DataList, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { LabResult } from '../../../../../core/schemas/lab-results';
import { ChevronLeftIcon, DownloadIcon, FileTextIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { formatShortDate } from '../../../lib/format';
import { notify } from '../../../lib/toaster';
import { useReviewLabResult } from '../api';
import { awaitsCriticalReview, formatTestValue, KIND_LABELS, localizeNumbers, reportFileName, resultReportHtml, TEST_STATUS_LABELS, TEST_STATUS_PALETTES } from '../labs.utils';
import { ResultBadges } from './lab-result-list';

/** Saves the printable report as an HTML file; it is built in the browser and nothing is sent anywhere. */
function downloadReport(result: LabResult) {
  const blob = new Blob([resultReportHtml(result, new Date())], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = reportFileName(result);
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the blob after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The pane's own Back control, shown where list and detail stack (below 1024 px). */
function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="ghost" size="lg" alignSelf="flex-start" ms="-3" hideFrom="lg" onClick={onBack}>
      <ChevronLeftIcon /> {t('Back to results')}
    </Button>
  );
}

/** With nothing selected (spec §2). */
export function NoResultSelected() {
  return (
    <Card.Root h="full" data-testid="no-result-selected">
      <Card.Body>
        <Stack align="center" justify="center" textAlign="center" gap="2" py="16" color="fg.muted">
          <FileTextIcon boxSize="10" color="fg.subtle" />
          <Text fontWeight="semibold" color="fg">{t('No Result Selected')}</Text>
          <Text>{t('Select a result from the list to see its details.')}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A deep-linked result that is still loading or could not be read. */
export function ResultPlaceholder({ error, onBack }: { error: Error | null; onBack: () => void }) {
  return (
    <Card.Root>
      <Card.Body gap="4">
        <BackButton onBack={onBack} />
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error.message}</Alert.Title>
          </Alert.Root>
        ) : (
          <Text color="fg.muted" aria-live="polite">{t('Loading result...')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The detail pane (spec §2): patient information, the table (Test, Result, Reference Range, Status),
 * interpretation, comments, 'Mark as Reviewed' while unreviewed, and 'Download'.
 */
export function LabResultDetail({ result, onBack, headingRef }: { result: LabResult; onBack: () => void; headingRef?: Ref<HTMLHeadingElement> }) {
  const review = useReviewLabResult();
  const d = result.resultData;
  const urgent = awaitsCriticalReview(result);
  const reviewing = review.isPending && review.variables === result.id;

  const markReviewed = () =>
    review.mutate(result.id, {
      onSuccess: () => notify(t('Lab result has been marked as reviewed'), undefined, 'success'),
      onError: (err) => notify(t('Failed to mark lab result as reviewed: {reason}', { reason: err.message }), undefined, 'error'),
    });

  const facts: [string, string][] = [
    [t('Patient'), d.patientName || result.patientName || ''],
    [t('Collection Date'), d.collectionDate ? formatShortDate(d.collectionDate) : t('Not recorded')],
    [t('Received'), formatShortDate(result.receivedAt)],
    [t('Ordering Physician'), d.physician || t('Not recorded')],
    ...(result.isReviewed
      ? [[t('Reviewed'), [result.reviewedByName, result.reviewedAt && formatShortDate(result.reviewedAt)].filter(Boolean).join(', ') || t('Yes')] as [string, string]]
      : []),
  ];

  return (
    <Card.Root as="article" aria-labelledby={`lab-result-${result.id}-title`} data-testid="lab-result-detail"
      borderColor={urgent ? 'red.solid' : undefined} borderWidth={urgent ? '2px' : undefined}>
      <Card.Header gap="3">
        <BackButton onBack={onBack} />
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Box minW="0">
            <Heading as="h2" size="lg" id={`lab-result-${result.id}-title`} ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
              {result.labName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">{t(KIND_LABELS[result.kind])}</Text>
          </Box>
          <ResultBadges result={result} />
        </Flex>
      </Card.Header>
      <Card.Body gap="5">
        {urgent && (
          <Alert.Root status="error" data-testid="critical-alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('Critical result: requires immediate attention.')}</Alert.Title>
              <Alert.Description>{t('Review it and act on it, then mark it as reviewed.')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        <Box as="section" aria-label={t('Patient information')}>
          <DataList.Root orientation="horizontal" size="md" gap="2">
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>

        <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full" whiteSpace="normal" tabIndex={0} aria-label={t('Test results (scrolls sideways)')} data-testid="lab-tests-scroll">
          <Table.Root size="sm" minW="30rem" css={{ '& td': { verticalAlign: 'top' } }} data-testid="lab-tests-table">
            <Table.Header>
              <Table.Row bg="bg.muted" whiteSpace="nowrap">
                <Table.ColumnHeader minW="7rem">{t('Test')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="9rem">{t('Result')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="7rem">{t('Reference Range')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.tests.map((line, i) => (
                <Table.Row key={`${line.name}-${i}`} bg={line.status === 'critical' ? 'red.subtle' : undefined}>
                  <Table.Cell fontWeight="medium">{line.name}</Table.Cell>
                  <Table.Cell fontWeight={line.status === 'normal' ? undefined : 'semibold'} color={line.status === 'critical' ? 'fg.error' : undefined}>
                    {formatTestValue(line)}
                  </Table.Cell>
                  <Table.Cell color="fg.muted">{line.referenceRange ? localizeNumbers(line.referenceRange) : '—'}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Badge colorPalette={TEST_STATUS_PALETTES[line.status]} variant={line.status === 'critical' ? 'solid' : 'subtle'}>{t(TEST_STATUS_LABELS[line.status])}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>

        <Box as="section" aria-labelledby={`lab-result-${result.id}-interpretation`}>
          <Heading as="h3" size="sm" mb="1" id={`lab-result-${result.id}-interpretation`}>{t('Interpretation')}</Heading>
          <Text whiteSpace="pre-wrap" color={d.interpretation ? undefined : 'fg.muted'}>{d.interpretation || t('No interpretation provided.')}</Text>
        </Box>
        <Box as="section" aria-labelledby={`lab-result-${result.id}-comments`}>
          <Heading as="h3" size="sm" mb="1" id={`lab-result-${result.id}-comments`}>{t('Comments')}</Heading>
          <Text whiteSpace="pre-wrap" color={d.comments ? undefined : 'fg.muted'}>{d.comments || t('No comments.')}</Text>
        </Box>
      </Card.Body>
      {/* Start-aligned: the floating reference button sits over the bottom-right corner. */}
      <Card.Footer gap="2" flexWrap="wrap" justifyContent="flex-start">
        {!result.isReviewed && (
          <Button colorPalette={urgent ? 'red' : 'brand'} size="lg" onClick={markReviewed} loading={reviewing} loadingText={t('Saving...')}>
            {t('Mark as Reviewed')}
          </Button>
        )}
        <Button variant="outline" size="lg" onClick={() => downloadReport(result)}><DownloadIcon /> {t('Download')}</Button>
      </Card.Footer>
    </Card.Root>
  );
}
