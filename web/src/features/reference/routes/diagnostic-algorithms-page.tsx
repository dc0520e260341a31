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
          <Link to={PATH}><ChevronLeftIcon boxSize="4" /> All algorithms</Link>
        </ChakraLink>
        <PageHeader title={algorithm.title}
          crumbs={[{ label: 'Home', to: '/' }, { label: 'Diagnostic Algorithms', to: PATH }, { label: algorithm.title }]}
          actions={<Badge size="lg" variant="subtle" colorPalette="brand">{algorithm.tab}</Badge>} />
        <AlgorithmView key={algorithm.id} algorithm={algorithm} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Diagnostic Algorithms" crumbs={[{ label: 'Home', to: '/' }, { label: 'Diagnostic Algorithms' }]} />
      {requested && (
        <Alert.Root status="warning" size="sm" mb="4">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">No algorithm “{requested}” was found. Choose one below.</Alert.Title>
        </Alert.Root>
      )}
      <Tabs.Root value={tab} onValueChange={(e) => { if (isTab(e.value)) setTab(e.value); }} variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden" mb="4">
          {ALGORITHM_TABS.map((t) => <Tabs.Trigger key={t} value={t} flexShrink="0" minH="11">{t}</Tabs.Trigger>)}
        </Tabs.List>
        {ALGORITHM_TABS.map((t) => (
          <Tabs.Content key={t} value={t} pt="0">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {algorithmsByTab(t).map((a) => (
                <Card.Root key={a.id} as="article" data-testid="algorithm-card" aria-labelledby={`card-${a.id}`}>
                  <Card.Body gap="2">
                    <Flex gap="2" align="center">
                      <FlowIcon boxSize="5" color="brand.fg" flexShrink="0" />
                      <Heading as="h2" size="md" id={`card-${a.id}`}>{a.title}</Heading>
                    </Flex>
                    <Text color="fg.muted" fontSize="sm">{a.description}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {a.nodes.length} steps · {a.sources.length} {a.sources.length === 1 ? 'source' : 'sources'}
                      {a.calculators.length > 0 && <> · {a.calculators.map((c) => c.name).join(', ')}</>}
                    </Text>
                  </Card.Body>
                  <Card.Footer>
                    <Button asChild colorPalette="brand" minH="11" w={{ base: 'full', sm: 'auto' }}>
                      <Link to={`${PATH}?algorithm=${encodeURIComponent(a.id)}`} aria-describedby={`card-${a.id}`}>Open algorithm <ChevronRightIcon /></Link>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Box mt="6">
        <Text fontSize="sm" color="fg.muted">{ALGORITHMS_DISCLAIMER}</Text>
      </Box>
    </>
  );
}
