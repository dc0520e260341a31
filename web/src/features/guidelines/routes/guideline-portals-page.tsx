import { Badge, Button, Card, EmptyState, Input, InputGroup, Link as ChakraLink, SimpleGrid, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { GUIDELINE_SPECIALTIES } from '../../../../../core/reference/guidelines-data';
import { searchPortals, type GuidelinePortal } from '../../../../../core/reference/guideline-portals';
import { BookIcon, ExternalLinkIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { SpecialtyFilter } from '../components/specialty-filter';
import { hostOf } from '../guidelines.utils';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { ContentLanguageBadge } from '../../../components/content-language';

function PortalCard({ portal }: { portal: GuidelinePortal }) {
  const everySpecialty = portal.specialties.length >= GUIDELINE_SPECIALTIES.length;
  return (
    <Card.Root as="li" data-testid="portal-card" h="full" minW="0">
      <Card.Header gap="1" pb="0">
        <Text as="h2" fontWeight="semibold" fontSize="md" lineHeight="short" lang="en">{portal.name}</Text>
        <Text fontSize="sm" color="fg.muted">{portal.organization}</Text>
      </Card.Header>
      <Card.Body pt="3" pb="3" gap="3">
        <ContentLanguageBadge />
        <Text fontSize="sm" lang="en">{portal.description}</Text>
        <Wrap gap="1.5" role="group" aria-label={t('Specialties')}>
          {everySpecialty
            ? <Badge colorPalette="brand" variant="subtle">{t('All specialties')}</Badge>
            : portal.specialties.map((s) => <Badge key={s} colorPalette="brand" variant="subtle">{t(s)}</Badge>)}
        </Wrap>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" colorPalette="brand" minH="11" w="full" justifyContent="space-between">
          <a href={portal.url} target="_blank" rel="noopener noreferrer">
            <Text as="span" truncate>{hostOf(portal.url)}</Text>
            <VisuallyHidden>{t('(opens {name} in a new tab)', { name: portal.name })}</VisuallyHidden>
            <ExternalLinkIcon />
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * /guidelines-link (the dashboard's 'Guidelines Portal'): the public portals of the major guideline
 * publishers, searchable and filtered by specialty; each opens in a new tab.
 */
export default function GuidelinePortalsPage() {
  const [search, setSearch] = useState('');
  const [specialty, setSpecialty] = useState<string | null>(null);
  const portals = searchPortals(search, specialty ?? undefined);

  return (
    <>
      <PageHeader title={t('Guidelines Portal')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Guidelines Portal') }]} />
      <Stack gap="5">
        <Text color="fg.muted" maxW="3xl">
          {tRich("Guideline publishers' own websites, by specialty. For summaries of key guidelines inside MedAssist, see {link}.", {
            link: <ChakraLink asChild color="brand.fg" textDecoration="underline"><Link to="/reference/clinical-guidelines">{t('Clinical Guidelines')}</Link></ChakraLink>,
          })}
        </Text>
        <Stack gap="3">
          <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />} maxW={{ md: 'lg' }} bg="bg" rounded="l2">
            <Input type="search" aria-label={t('Search guideline portals')} placeholder={t('Search publishers or topics...')} value={search}
              size={{ base: 'lg', md: 'md' }} onChange={(e) => setSearch(e.currentTarget.value)} />
          </InputGroup>
          <SpecialtyFilter specialties={GUIDELINE_SPECIALTIES} value={specialty} onChange={setSpecialty} />
        </Stack>
        {portals.length === 0 ? (
          <EmptyState.Root data-testid="portals-empty" borderWidth="1px" rounded="l3" bg="bg">
            <EmptyState.Content>
              <EmptyState.Indicator><BookIcon /></EmptyState.Indicator>
              <EmptyState.Title as="h2">{t('No portals found')}</EmptyState.Title>
              <EmptyState.Description textAlign="center">{t('Try adjusting your filters or search term')}</EmptyState.Description>
              <Button colorPalette="brand" variant="outline" minH="11" onClick={() => { setSearch(''); setSpecialty(null); }}>{t('Clear filters')}</Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted" role="status" data-testid="portal-count">
              {t('{count, plural, one {# portal} other {# portals}}', { count: portals.length })}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none" aria-label={t('Guideline portals')}>
              {portals.map((p) => <PortalCard key={p.id} portal={p} />)}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </>
  );
}
