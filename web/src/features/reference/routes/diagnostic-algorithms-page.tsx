import { Alert, Badge, Box, Button, Card, Flex, Heading, Link as ChakraLink, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ALGORITHM_TABS,
  ALGORITHMS_DISCLAIMER,
  algorithmsByTab,
  getAlgorithm,
  type AlgorithmTab,
} from '../../../../../core/reference/diagnostic-algorithms';
import { ChevronLeftIcon, ChevronRightIcon, FlowIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { AlgorithmView } from '../components/algorithm-view';
import { t } from '../../../i18n';
import { ContentLanguageBadge } from '../../../components/content-language';

const PATH = '/reference/diagnostic-algorithms';
const isTab = (value: string): value is AlgorithmTab => (ALGORITHM_TABS as readonly string[]).includes(value);

/**
 * /reference/diagnostic-algorithms (spec §2): four tabs of four algorithm cards; a card opens the
 * stepwise algorithm (?algorithm=<id>, so links from elsewhere open it too).
 */
export default function DiagnosticAlgorithmsPage() {
  const [params] = useSearchParams();
  const requested = params.get('algorithm');
  const algorithm = requested ? getAlgorithm(requested) : undefined;
  const [tab, setTab] = useState<AlgorithmTab>(algorithm?.tab ?? 'Cardiac');
  // Opening an algorithm (also from a link while the page is open) selects its tab for the way back.
  const [tabOf, setTabOf] = useState(algorithm?.id);
  if (algorithm && algorithm.id !== tabOf) {
    setTabOf(algorithm.id);
    setTab(algorithm.tab);
  }

  if (algorithm) {
    return (
      <>
        <ChakraLink asChild color="brand.fg" fontWeight="medium" minH="11" display="inline-flex" alignItems="center" gap="1" mb="1">
          <Link to={PATH}><ChevronLeftIcon boxSize="4" /> {t('All algorithms')}</Link>
        </ChakraLink>
        <PageHeader title={algorithm.title}
          crumbs={[{ label: t('Home'), to: '/' }, { label: t('Diagnostic Algorithms'), to: PATH }, { label: algorithm.title }]}
          actions={<Badge size="lg" variant="subtle" colorPalette="brand">{t(algorithm.tab)}</Badge>} />
        <AlgorithmView key={algorithm.id} algorithm={algorithm} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('Diagnostic Algorithms')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Diagnostic Algorithms') }]} />
      {requested && (
        <Alert.Root status="warning" size="sm" mb="4">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('No algorithm “{id}” was found. Choose one below.', { id: requested })}</Alert.Title>
        </Alert.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(e) => { if (isTab(e.value)) setTab(e.value); }} variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden" mb="4">
          {ALGORITHM_TABS.map((name) => <Tabs.Trigger key={name} value={name} flexShrink="0" minH="11">{t(name)}</Tabs.Trigger>)}
        </Tabs.List>
        {ALGORITHM_TABS.map((name) => (
          <Tabs.Content key={name} value={name} pt="0">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {algorithmsByTab(name).map((a) => (
                <Card.Root key={a.id} as="article" data-testid="algorithm-card" aria-labelledby={`card-${a.id}`}>
                  <Card.Body gap="2">
                    <Flex gap="2" align="center">
                      <FlowIcon boxSize="5" color="brand.fg" flexShrink="0" />
                      <Heading as="h2" size="md" id={`card-${a.id}`} lang="en">{a.title}</Heading>
                    </Flex>
                    <Text color="fg.muted" fontSize="sm" lang="en">{a.description}</Text>
                    <ContentLanguageBadge />
                    <Text fontSize="xs" color="fg.muted">
                      {t('{steps, plural, one {# step} other {# steps}} · {sources, plural, one {# source} other {# sources}}', { steps: a.nodes.length, sources: a.sources.length })}
                      {a.calculators.length > 0 && <> · {a.calculators.map((c) => t(c.name)).join(', ')}</>}
                    </Text>
                  </Card.Body>
                  <Card.Footer>
                    <Button asChild colorPalette="brand" minH="11" w={{ base: 'full', sm: 'auto' }}>
                      <Link to={`${PATH}?algorithm=${encodeURIComponent(a.id)}`} aria-describedby={`card-${a.id}`}>{t('Open algorithm')} <ChevronRightIcon /></Link>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Box mt="6">
        <Text fontSize="sm" color="fg.muted">{t(ALGORITHMS_DISCLAIMER)}</Text>
      </Box>
    </>
  );
}
