import { Badge, Box, Button, Card, Flex, Heading, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, SearchIcon } from '../../../components/icons';
import { PANEL_CATEGORIES, PANEL_QUICK_LINKS, PANEL_RECENT_SEARCHES, searchPanel, type PanelResult } from '../panel-search';

/** Spec §9: the panel's searching state lasts about 0.8 s. */
export const PANEL_SEARCH_DELAY_MS = 800;

type View = { kind: 'browse' } | { kind: 'searching' } | { kind: 'results'; results: PanelResult[] };

/** Spec §2/§4: floating medical reference panel: browse → searching → results / 'No results found'. */
export function ReferencePanel({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>({ kind: 'browse' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  const run = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setQuery(text);
    setView({ kind: 'searching' });
    timer.current = setTimeout(() => setView({ kind: 'results', results: searchPanel(trimmed) }), PANEL_SEARCH_DELAY_MS);
  };

  return (
    <Card.Root role="dialog" aria-label="Medical reference" position="fixed" zIndex="banner" shadow="xl"
      bottom={{ base: '20', md: '24' }} right={{ base: '2', md: '6' }} w={{ base: 'calc(100vw - 1rem)', sm: '24rem' }} maxH="70dvh" overflow="hidden">
      <Card.Header pb="2">
        <Heading size="md">Medical Reference</Heading>
        <Flex gap="2" mt="2" as="form" onSubmit={(e) => { e.preventDefault(); run(query); }}>
          <Input size="sm" placeholder="Search conditions, drugs, guidelines..." aria-label="Search medical reference" value={query} onChange={(e) => setQuery(e.target.value)} />
          <Button size="sm" type="submit" colorPalette="brand" disabled={view.kind === 'searching'} aria-label="Search"><SearchIcon /></Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="2" overflowY="auto">
        {view.kind === 'searching' && (
          <Flex py="8" justify="center" align="center" gap="2" role="status"><Spinner size="sm" /><Text color="fg.muted">Searching...</Text></Flex>
        )}
        {view.kind === 'browse' && (
          <Stack gap="4">
            <Box>
              <Text fontSize="xs" fontWeight="bold" color="fg.subtle" mb="2">CATEGORIES</Text>
              <Wrap gap="2">
                {PANEL_CATEGORIES.map((c) => <Button key={c} size="xs" variant="outline" onClick={() => run(c)}>{c}</Button>)}
              </Wrap>
            </Box>
            <Box>
              <Text fontSize="xs" fontWeight="bold" color="fg.subtle" mb="2">RECENT SEARCHES</Text>
              <Stack gap="1">
                {PANEL_RECENT_SEARCHES.map((s) => <Button key={s} size="sm" variant="ghost" justifyContent="flex-start" onClick={() => run(s)}>{s}</Button>)}
              </Stack>
            </Box>
            <Box>
              <Text fontSize="xs" fontWeight="bold" color="fg.subtle" mb="2">QUICK LINKS</Text>
              <Stack gap="1">
                {PANEL_QUICK_LINKS.map((l) => (
                  <Button key={l.name} size="sm" variant="ghost" justifyContent="space-between" onClick={() => run(l.name)}>
                    {l.name} <Badge>{l.category}</Badge>
                  </Button>
                ))}
              </Stack>
            </Box>
          </Stack>
        )}
        {view.kind === 'results' && (
          <Stack gap="2">
            <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setView({ kind: 'browse' })}><ChevronLeftIcon /> Back</Button>
            {view.results.length === 0 ? (
              <Text py="6" textAlign="center" color="fg.muted">No results found</Text>
            ) : (
              view.results.map((r) => (
                <Link key={`${r.category}-${r.title}`} to={r.href} onClick={onClose}>
                  <Box p="3" rounded="md" borderWidth="1px" _hover={{ bg: 'bg.muted' }}>
                    <Flex justify="space-between" gap="2"><Text fontWeight="semibold" fontSize="sm">{r.title}</Text><Badge size="sm">{r.category}</Badge></Flex>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>{r.snippet}</Text>
                  </Box>
                </Link>
              ))
            )}
            <Button size="sm" variant="outline" onClick={() => setView({ kind: 'browse' })}>View all results</Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
