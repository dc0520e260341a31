import { Badge, Box, Button, DataList, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import type { Guideline } from '../../../../../core/schemas/guidelines';
import { AppDialog } from '../../../components/app-dialog';
import { DownloadIcon, ExternalLinkIcon } from '../../../components/icons';
import { formatGuidelineDate } from '../guidelines.utils';
import { t } from '../../../i18n';
import { ContentLanguageBadge } from '../../../components/content-language';

/**
 * The guideline detail (spec §2): title, organization, dates, specialty, tags, summary, the
 * recommendations with their line breaks, the evidence level when given, and the source and PDF
 * links when present (new tab). Closes on dismissal.
 */
export function GuidelineDetailDialog({ guideline, onClose }: { guideline: Guideline | null; onClose: () => void }) {
  // Keep the last guideline on screen while the dialog animates closed.
  const [last, setLast] = useState(guideline);
  if (guideline && guideline !== last) setLast(guideline);
  const g = guideline ?? last;

  const links = g && (g.url || g.pdfUrl) ? (
    <>
      {g.pdfUrl && (
        <Button asChild variant="outline" colorPalette="brand" minH="11" flex={{ base: '1', sm: '0 0 auto' }}>
          <a href={g.pdfUrl} target="_blank" rel="noopener noreferrer"><DownloadIcon /> {t('Download PDF')}</a>
        </Button>
      )}
      {g.url && (
        <Button asChild colorPalette="brand" minH="11" flex={{ base: '1', sm: '0 0 auto' }}>
          <a href={g.url} target="_blank" rel="noopener noreferrer"><ExternalLinkIcon /> {t('Visit Source Website')}</a>
        </Button>
      )}
    </>
  ) : undefined;

  return (
    <AppDialog open={guideline !== null} onClose={onClose} title={g?.title ?? ''} size="xl" footer={links}>
      {g && (
        <Stack gap="5" data-testid="guideline-detail">
          <Text color="fg.muted" mt="-2" lang="en">{g.organization}</Text>
          <ContentLanguageBadge />
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel>{t('Specialty')}</DataList.ItemLabel>
              <DataList.ItemValue><Badge colorPalette="brand" variant="subtle">{t(g.specialty)}</Badge></DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('Published')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatGuidelineDate(g.publicationDate)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('Last updated')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatGuidelineDate(g.lastUpdated ?? g.publicationDate)}</DataList.ItemValue>
            </DataList.Item>
            {g.evidenceLevel && (
              <DataList.Item>
                <DataList.ItemLabel>{t('Evidence level')}</DataList.ItemLabel>
                <DataList.ItemValue lang="en">{g.evidenceLevel}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          {g.tags.length > 0 && (
            <Wrap gap="1.5" role="group" aria-label={t('Tags')} lang="en">
              {g.tags.map((tag) => <Badge key={tag} variant="outline" size="sm">{tag}</Badge>)}
            </Wrap>
          )}
          <Box>
            <Heading as="h3" size="sm" mb="1.5">{t('Summary')}</Heading>
            <Text fontSize="sm" lang="en">{g.summary}</Text>
          </Box>
          <Box>
            <Heading as="h3" size="sm" mb="1.5">{t('Recommendations')}</Heading>
            {/* One recommendation per line in the data: each line becomes an item, its spacing kept. */}
            <List.Root as="ul" gap="2" fontSize="sm" whiteSpace="pre-wrap" data-testid="guideline-recommendation" lang="en" bg="bg.subtle" py="3" pe="3" ps="7" rounded="l2">
              {g.recommendation.split('\n').filter((line) => line.trim() !== '').map((line, i) => <List.Item key={i}>{line}</List.Item>)}
            </List.Root>
          </Box>
          <Text fontSize="xs" color="fg.muted">{t('A summary in our own words: read the source guideline before acting on it.')}</Text>
        </Stack>
      )}
    </AppDialog>
  );
}
