import { Badge, Box, Button, Card, CloseButton, Flex, Heading, Input, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PANEL_CATEGORIES, PANEL_QUICK_LINKS, PANEL_RECENT_SEARCHES, type ReferenceHit } from '../../../../../core/reference/panel-data';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '../../../components/icons';
import { searchPanel } from '../panel-search';
import { PanelFrame } from './panel-frame';
import { activeLocale, t } from '../../../i18n';
import { ContentLanguageBadge } from '../../../components/content-language';

/** Spec §4: the panel's searching state lasts about 0.8 s. */
export const PANEL_SEARCH_DELAY_MS = 800;

type View = { kind: 'browse' } | { kind: 'searching' } | { kind: 'results'; query: string; results: ReferenceHit[] };

const SECTION_LABEL = { fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', mb: '2', letterSpacing: 'wider' } as const;

/** The panel's content: browse view, searching state and results, each result linking to its page. */
export default function ReferencePanelBody({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>({ kind: 'browse' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);
  // Keyboard and mouse users can type at once; on touch screens the keyboard would hide the browse list.
  useEffect(() => { if (window.matchMedia('(pointer: fine)').matches) input.current?.focus({ preventScroll: true }); }, []);

  const run = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setQuery(text);
    setView({ kind: 'searching' });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setView({ kind: 'results', query: trimmed, results: searchPanel(trimmed) }), PANEL_SEARCH_DELAY_MS);
  };

  return (
    <PanelFrame>
      <Box onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }} display="flex" flexDirection="column" minH="0">
        <Card.Header pb="2">
          <Flex justify="space-between" align="center" gap="2">
            <Heading size="md">{t('Medical Reference')}</Heading>
            <CloseButton size="sm" aria-label={t('Close medical reference panel')} onClick={onClose} />
          </Flex>
          <Flex gap="2" mt="2" as="form" role="search" onSubmit={(e) => { e.preventDefault(); run(query); }}>
            <Input ref={input} minH="11" placeholder={t('Search conditions, drugs, guidelines...')} aria-label={t('Search medical reference')}
              value={query} onChange={(e) => setQuery(e.target.value)} />
            <Button type="submit" minH="11" minW="11" colorPalette="brand" disabled={view.kind === 'searching'} aria-label={t('Search')}><SearchIcon /></Button>
          </Flex>
        </Card.Header>
        <Card.Body pt="2" overflowY="auto" data-testid="reference-panel-body">
          {view.kind === 'searching' && (
            <Flex py="8" justify="center" align="center" gap="2" role="status"><Spinner size="sm" /><Text color="fg.muted">{t('Searching...')}</Text></Flex>
          )}
          {view.kind === 'browse' && (
            <Stack gap="4">
              <ContentLanguageBadge />
              <Box>
                <Text {...SECTION_LABEL}>{t('CATEGORIES')}</Text>
                <Wrap gap="2" lang="en">
                  {PANEL_CATEGORIES.map((c) => <Button key={c} size="sm" minH="11" variant="outline" onClick={() => run(c)}>{c}</Button>)}
                </Wrap>
              </Box>
              <Box>
                <Text {...SECTION_LABEL}>{t('RECENT SEARCHES')}</Text>
                <Stack gap="0" lang="en">
                  {PANEL_RECENT_SEARCHES.map((s) => (
                    <Button key={s} size="sm" minH="11" variant="ghost" justifyContent="flex-start" fontWeight="normal" onClick={() => run(s)}>
                      <SearchIcon color="fg.subtle" /> {s}
                    </Button>
                  ))}
                </Stack>
              </Box>
              <Box>
                <Text {...SECTION_LABEL}>{t('QUICK LINKS')}</Text>
                <Stack gap="0" lang="en">
                  {PANEL_QUICK_LINKS.map((l) => (
                    <Button key={l.name} size="sm" minH="11" variant="ghost" justifyContent="space-between" onClick={() => run(l.name)}>
                      {l.name} <Badge>{l.category}</Badge>
                    </Button>
                  ))}
                </Stack>
              </Box>
            </Stack>
          )}
          {view.kind === 'results' && (
            <Stack gap="2">
              <Flex justify="space-between" align="center" gap="2">
                <Button size="sm" minH="11" variant="ghost" onClick={() => setView({ kind: 'browse' })}><ChevronLeftIcon /> {t('Back')}</Button>
                {view.results.length > 0 && (
                  <Text fontSize="sm" color="fg.muted" aria-live="polite">{t('{count, plural, one {# result} other {# results}}', { count: view.results.length })}</Text>
                )}
              </Flex>
              {view.results.length === 0 ? (
                <Text py="6" textAlign="center" color="fg.muted" role="status">{t('No results found')}</Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none" aria-label={t('Results for {query}', { query: view.query })} lang="en">
                  {view.results.map((r) => (
                    <li key={`${r.href} ${r.title}`}>
                      <Link to={r.href} onClick={onClose} data-testid="reference-result">
                        <Box p="3" rounded="md" borderWidth="1px" _hover={{ bg: 'bg.muted' }}>
                          <Flex justify="space-between" align="flex-start" gap="2">
                            <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>{r.title}</Text>
                            <Badge size="sm" flexShrink="0">{r.category}</Badge>
                          </Flex>
                          <Text fontSize="sm" color="fg.muted" lineClamp={2}>{r.snippet}</Text>
                          <Text fontSize="xs" color="brand.fg" mt="1" display="flex" alignItems="center" gap="1" lang={activeLocale()}>{t('Open')} <ChevronRightIcon boxSize="3" /></Text>
                        </Box>
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
              <Button size="sm" minH="11" variant="outline" onClick={() => setView({ kind: 'browse' })}>{t('View all results')}</Button>
            </Stack>
          )}
        </Card.Body>
      </Box>
    </PanelFrame>
  );
}
