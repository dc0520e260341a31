import { Badge, Box, Button, Card, Flex, HStack, IconButton, Input, InputGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CALCULATOR_CATEGORIES, type CalculatorCategory } from '../../../../../core/calculators/types';
import { searchCatalogue, type CatalogueEntry } from '../../../../../core/calculators/catalogue';
import { ChevronLeftIcon, ChevronRightIcon, LockIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { t, useLocale } from '../../../i18n';
import { CATALOGUE_EMPTY_TEXT, CATALOGUE_PLACEHOLDER_COUNT, CATEGORY_SCROLL_PX } from '../catalogue.utils';
import { calculatorCatalogueKey } from '../../../lib/query-keys';

type CategoryChoice = CalculatorCategory | 'All';
const CHIPS: readonly CategoryChoice[] = ['All', ...CALCULATOR_CATEGORIES];

// The catalogue is built in (spec §3); it is read through a query so a later server catalogue
// (GET /api/calculators) can replace the function without touching the page.
const catalogueQuery = (query: string, category: CategoryChoice, locale: string) =>
  queryOptions({
    queryKey: calculatorCatalogueKey(query.trim().toLowerCase(), category, locale),
    queryFn: async () => searchCatalogue(query, category, t),
    staleTime: Infinity,
  });

/** /calculators: search, category chips, and a card per calculator (spec §2). */
export default function CataloguePage({ signedIn }: { signedIn: boolean }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryChoice>('All');
  const locale = useLocale();
  const { data, isPending } = useQuery({ ...catalogueQuery(query, category, locale), placeholderData: keepPreviousData });
  const chipRow = useRef<HTMLDivElement>(null);
  const scrollChips = (dir: -1 | 1) => chipRow.current?.scrollBy({ left: dir * CATEGORY_SCROLL_PX, behavior: 'smooth' });

  return (
    <Box>
      <PageHeader title={t('Medical Calculators')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Calculators') }]} />
      <Stack gap="4" mb="6">
        <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />} maxW={{ md: 'lg' }} bg="bg" rounded="l2">
          <Input type="search" aria-label={t('Search calculators')} placeholder={t('Search by name or condition...')} value={query}
            size={{ base: 'lg', md: 'md' }} onChange={(e) => setQuery(e.currentTarget.value)} />
        </InputGroup>
        <HStack gap="1" role="group" aria-label={t('Categories')}>
          <IconButton aria-label={t('Scroll categories left')} variant="ghost" size="sm" minW="11" minH="11" onClick={() => scrollChips(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <HStack ref={chipRow} gap="2" overflowX="auto" flex="1" minW="0" py="1" data-testid="category-chips"
            css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}>
            {CHIPS.map((c) => (
              <Button key={c} size="sm" rounded="full" flexShrink={0} minH={{ base: '11', md: '9' }} colorPalette="brand"
                variant={c === category ? 'solid' : 'outline'} aria-pressed={c === category} onClick={() => setCategory(c)}>
                {c === 'All' ? t('All') : t(c)}
              </Button>
            ))}
          </HStack>
          <IconButton aria-label={t('Scroll categories right')} variant="ghost" size="sm" minW="11" minH="11" onClick={() => scrollChips(1)}>
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      </Stack>

      {isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" role="status" aria-busy="true" aria-label={t('Loading calculators')}>
          {Array.from({ length: CATALOGUE_PLACEHOLDER_COUNT }, (_, i) => (
            <Skeleton key={i} height="52" rounded="l3" data-testid="catalogue-placeholder" />
          ))}
        </SimpleGrid>
      ) : data && data.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none" aria-label={t('Calculators')}>
          {data.map((entry) => <CatalogueCard key={entry.id} entry={entry} signedIn={signedIn} />)}
        </SimpleGrid>
      ) : (
        <Card.Root>
          <Card.Body>
            <Text color="fg.muted" textAlign="center" py="6">{t(CATALOGUE_EMPTY_TEXT)}</Text>
          </Card.Body>
        </Card.Root>
      )}
    </Box>
  );
}

function CatalogueCard({ entry, signedIn }: { entry: CatalogueEntry; signedIn: boolean }) {
  const needsSignIn = !signedIn && !entry.isPublic;
  return (
    <Card.Root as="li" data-testid="calculator-card" h="full">
      <Card.Header gap="2" pb="0">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Text as="h2" fontWeight="semibold" fontSize="lg" lineHeight="short">{t(entry.name)}</Text>
          <Badge colorPalette="brand" variant="subtle" flexShrink={0}>{t(entry.category)}</Badge>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        <Text color="fg.muted" fontSize="sm">{t(entry.description)}</Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap="2">
        {/* Every catalogue entry has a page: registry.ts and the route table are built from the catalogue. */}
        <Button asChild colorPalette="brand" minH="11">
          <Link to={entry.url} aria-label={t('Launch Calculator: {name}', { name: t(entry.name) })}>{t('Launch Calculator')}</Link>
        </Button>
        {needsSignIn && (
          <Text fontSize="xs" color="fg.muted" display="flex" alignItems="center" gap="1">
            <LockIcon boxSize="3" /> {t('Sign in required')}
          </Text>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
