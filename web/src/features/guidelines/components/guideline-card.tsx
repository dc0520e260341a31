import { Badge, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GUIDELINES_VERIFIED_THROUGH, isGuidelineUnverified } from '../../../../../core/reference/guidelines-data';
import type { Guideline } from '../../../../../core/schemas/guidelines';
import { formatGuidelineDate, GUIDELINE_SKELETON_COUNT } from '../guidelines.utils';
import { t } from '../../../i18n';
import { ContentLanguageBadge } from '../../../components/content-language';

/** The view button's English text (spec §2), translated where shown. */
export type ViewLabel = 'View Guideline' | 'View Details';

const GRID_COLUMNS = { base: 1, md: 2, xl: 3 } as const;

/** One guideline: specialty badge, title, organization, summary, publication date and the view button (spec §2). */
export function GuidelineCard({ guideline, viewLabel, onView }: { guideline: Guideline; viewLabel: ViewLabel; onView: (g: Guideline) => void }) {
  return (
    <Card.Root as="li" data-testid="guideline-card" h="full" minW="0">
      <Card.Header gap="2" pb="0" lang="en">
        <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start" maxW="full" whiteSpace="normal">{t(guideline.specialty)}</Badge>
        <Text as="h2" fontWeight="semibold" fontSize="md" lineHeight="short" lineClamp={3} title={guideline.title}>{guideline.title}</Text>
        <Text fontSize="sm" color="fg.muted">{guideline.organization}</Text>
      </Card.Header>
      <Card.Body pt="3" pb="3" gap="2">
        <ContentLanguageBadge />
        <Text fontSize="sm" lineClamp={4} lang="en">{guideline.summary}</Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
        <Text fontSize="xs" color="fg.muted">{t('Published {date}', { date: formatGuidelineDate(guideline.publicationDate) })}</Text>
        {isGuidelineUnverified(guideline.publicationDate) && (
          <Badge colorPalette="orange" variant="outline" alignSelf="flex-start" whiteSpace="normal" data-testid="guideline-unverified">
            {t('Unverified: published after MedAssist last checked its sources ({date})', { date: formatGuidelineDate(GUIDELINES_VERIFIED_THROUGH) })}
          </Badge>
        )}
        <Button variant="outline" colorPalette="brand" minH="11" aria-label={`${t(viewLabel)}: ${guideline.title}`} onClick={() => onView(guideline)}>
          {t(viewLabel)}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The card grid (one column on phones, two on tablets, three from 1280 px) under a spoken result count. */
export function GuidelineGrid({ guidelines, viewLabel, onView, busy = false }: { guidelines: Guideline[]; viewLabel: ViewLabel; onView: (g: Guideline) => void; busy?: boolean }) {
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted" role="status" data-testid="guideline-count">
        {t('{count, plural, one {# guideline} other {# guidelines}}', { count: guidelines.length })}
      </Text>
      <SimpleGrid columns={GRID_COLUMNS} gap="4" as="ul" listStyleType="none" aria-label={t('Guidelines')} aria-busy={busy}
        opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
        {guidelines.map((g) => <GuidelineCard key={g.id} guideline={g} viewLabel={viewLabel} onView={onView} />)}
      </SimpleGrid>
    </Stack>
  );
}

/** The loading skeleton: six card-shaped placeholders (spec §9). */
export function GuidelineGridSkeleton() {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="4" role="status" aria-busy="true" aria-label={t('Loading guidelines')}>
      {Array.from({ length: GUIDELINE_SKELETON_COUNT }, (_, i) => (
        <Skeleton key={i} height="72" rounded="l3" data-testid="guideline-skeleton" />
      ))}
    </SimpleGrid>
  );
}
