import { Alert, Button, Card, Grid, GridItem, Input, InputGroup, SegmentGroup, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { msg } from '../../../../../core/i18n/msg';
import type { LabResult } from '../../../../../core/schemas/lab-results';
import { checkedSegment } from '../../../components/checked-segment';
import { FlaskIcon, PlusIcon, SearchIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { t } from '../../../i18n';
import { useInSlices } from '../../../lib/in-slices';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery } from '../../../lib/use-media-query';
import { labResultListQuery, labResultQuery } from '../api';
import { LabResultDetail, NoResultSelected, ResultPlaceholder } from '../components/lab-result-detail';
import { LabResultList } from '../components/lab-result-list';
import { UnmatchedResults } from '../components/unmatched-results';
import {
  awaitsCriticalReview, isKindTab, isReviewFilter, KIND_TABS, parseResultId, REVIEW_FILTERS, type ResultKindTab, type ReviewFilter, visibleResults,
} from '../labs.utils';
import { useCan } from '../../../lib/permissions';

// The add-result form loads when Add Result is first pressed: its module builds the result's zod
// schemas and the form's Chakra parts, ~70-80 ms of a /labs start at 4x CPU that most visits never
// use (issue 22). The service worker precaches it with every page's code, so it opens offline too;
// a chunk that cannot load is the page's error (router.tsx), with nothing typed yet to lose.
const AddLabResultDialog = lazy(async () => ({ default: (await import('../components/add-lab-result-dialog')).AddLabResultDialog }));

/** Below this width list and detail stack: one shows at a time, the detail with a Back control. */
const STACKED_QUERY = '(max-width: 1023.98px)';

const EMPTY_HINTS: Record<ReviewFilter, string> = {
  all: msg('Results entered by staff or sent by a lab appear here.'),
  pending: msg('Every result has been reviewed.'),
  reviewed: msg('No result has been reviewed yet.'),
};

/** What the list query answered, as one value per change so the page can render it in slices. */
interface ListAnswer {
  data: LabResult[] | undefined;
  pending: boolean;
  error: Error | null;
  fetching: boolean;
}

/**
 * /labs (spec §2, issue): the result list (search, All/Pending/Reviewed, kind tabs) and the detail pane.
 * The selected result lives in the URL (?result=<id>), so the bell and inbox can link to it and the
 * phone's back button returns to the list.
 *
 * Only this part reads the list query. TanStack Query hands its answer to React as an urgent update,
 * which rendered the whole page in one task (50-85 ms at 4x CPU, issue 22); the answer goes on to
 * the memoised view deferred (lib/in-slices.ts), so the urgent render stops here and the view
 * renders the answer in slices.
 */
export default function LabsPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = parseResultId(params.get('result'));
  const stacked = useMediaQuery(STACKED_QUERY);

  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [kind, setKind] = useState<ResultKindTab>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const [adding, setAdding] = useState(0);
  const canEnter = useCan('results:write');

  const list = useQuery(labResultListQuery(filter, kind, q));
  const answer = useInSlices(
    useMemo<ListAnswer>(() => ({ data: list.data, pending: list.isPending, error: list.error, fetching: list.isFetching }),
      [list.data, list.isPending, list.error, list.isFetching]),
  ).value;

  // A deep link may name a result the current list does not hold (filtered out, or older): read it on its own.
  const fromList = selectedId === null ? undefined : answer.data?.find((r) => r.id === selectedId);
  const single = useQuery({ ...labResultQuery(selectedId ?? 0), enabled: selectedId !== null && !fromList && !answer.pending });
  const selected = fromList ?? (selectedId !== null ? single.data : undefined);

  // Stable while the URL stays, so an answer alone does not re-render the view urgently.
  const select = useCallback((r: LabResult) => {
    if (r.id === selectedId) return;
    const next = new URLSearchParams(params);
    next.set('result', String(r.id));
    // Replace while a result is already open, so Back (control or phone) returns to the list in one step.
    setParams(next, { replace: selectedId !== null, state: { fromList: true } });
  }, [params, selectedId, setParams]);
  const back = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('result');
    setParams(next, { replace: true });
  }, [location.state, navigate, params, setParams]);

  // Where the panes stack, move focus with the view: to the opened result, and back to its row.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastSelected = useRef<number | null>(null);
  useEffect(() => {
    const previous = lastSelected.current;
    lastSelected.current = selectedId;
    if (!stacked || previous === selectedId) return;
    if (selectedId !== null) {
      headingRef.current?.focus();
      window.scrollTo({ top: 0 });
    } else if (previous !== null) {
      document.querySelector<HTMLElement>(`[data-result-id="${previous}"]`)?.focus();
    }
  }, [selectedId, stacked]);

  return (
    <LabsView filter={filter} setFilter={setFilter} kind={kind} setKind={setKind} search={search} setSearch={setSearch} q={q}
      adding={adding} setAdding={setAdding} canEnter={canEnter} answer={answer} refetch={list.refetch} selectedId={selectedId}
      selected={selected} singleError={single.error} select={select} back={back} headingRef={headingRef} />
  );
}

/** The page as drawn from its state and the list's (deferred) answer; props stay the same while nothing of it changed. */
const LabsView = memo(function LabsView({
  filter, setFilter, kind, setKind, search, setSearch, q, adding, setAdding, canEnter, answer, refetch, selectedId, selected,
  singleError, select, back, headingRef,
}: {
  filter: ReviewFilter;
  setFilter: Dispatch<SetStateAction<ReviewFilter>>;
  kind: ResultKindTab;
  setKind: Dispatch<SetStateAction<ResultKindTab>>;
  search: string;
  setSearch: Dispatch<SetStateAction<string>>;
  q: string;
  adding: number;
  setAdding: Dispatch<SetStateAction<number>>;
  canEnter: boolean;
  answer: ListAnswer;
  refetch: () => Promise<unknown>;
  selectedId: number | null;
  selected: LabResult | undefined;
  singleError: Error | null;
  select: (r: LabResult) => void;
  back: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  // One array per answer and filter: the list renders a new one in slices (lib/in-slices.ts).
  const shown = useMemo(() => (answer.data ? visibleResults(answer.data, filter) : []), [answer.data, filter]);
  const urgentCount = shown.filter(awaitsCriticalReview).length;

  return (
    <>
      <PageHeader title={t('Lab & Imaging Results')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Lab & Imaging') }]}
        actions={canEnter ? <Button colorPalette="brand" size="lg" onClick={() => setAdding((n) => n + 1)}><PlusIcon /> {t('Add Result')}</Button> : undefined} />
      {canEnter && <UnmatchedResults />}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="6" alignItems="start">
        <GridItem display={{ base: selectedId !== null ? 'none' : 'block', lg: 'block' }} minW="0">
          <Card.Root>
            <Card.Body gap="4" px={{ base: '3', md: '5' }}>
              <InputGroup startElement={<SearchIcon boxSize="5" color="fg.muted" />}>
                <Input size="lg" type="search" placeholder={t('Search by patient or test...')} aria-label={t('Search lab results')} value={search}
                  onChange={(e) => setSearch(e.target.value)} />
              </InputGroup>
              <SegmentGroup.Root value={filter} onValueChange={(e) => e.value && isReviewFilter(e.value) && setFilter(e.value)}
                size="lg" aria-label={t('Review status')} w="full">
                {REVIEW_FILTERS.map((f) => (
                  <SegmentGroup.Item key={f.value} value={f.value} flex="1" justifyContent="center" _checked={checkedSegment}>
                    <SegmentGroup.ItemText>{t(f.label)}</SegmentGroup.ItemText>
                    <SegmentGroup.ItemHiddenInput />
                  </SegmentGroup.Item>
                ))}
              </SegmentGroup.Root>
              <Tabs.Root value={kind} onValueChange={(e) => isKindTab(e.value) && setKind(e.value)} variant="line" size="lg" lazyMount unmountOnExit>
                <Tabs.List>
                  {KIND_TABS.map((tab) => <Tabs.Trigger key={tab.value} value={tab.value} flex="1" justifyContent="center">{t(tab.label)}</Tabs.Trigger>)}
                </Tabs.List>
                {KIND_TABS.map((tab) => (
                  <Tabs.Content key={tab.value} value={tab.value} pt="4" pb="0">
                    {answer.error ? (
                      <Alert.Root status="error" data-testid="lab-fetch-error">
                        <Alert.Indicator />
                        <Alert.Content>
                          <Alert.Title>{t('Failed to fetch lab results')}</Alert.Title>
                          <Alert.Description>{answer.error.message}</Alert.Description>
                        </Alert.Content>
                        <Button size="sm" variant="outline" alignSelf="center" onClick={() => void refetch()} loading={answer.fetching}>{t('Retry')}</Button>
                      </Alert.Root>
                    ) : !answer.pending && shown.length === 0 ? (
                      <Stack align="center" py="10" gap="2" textAlign="center" data-testid="labs-empty">
                        <FlaskIcon boxSize="10" color="fg.subtle" />
                        <Text fontWeight="semibold">{t('No lab results found')}</Text>
                        <Text color="fg.muted">{q ? t('Try a different search term.') : t(EMPTY_HINTS[filter])}</Text>
                      </Stack>
                    ) : (
                      <Stack gap="2">
                        {!answer.pending && (
                          <Text fontSize="sm" color={urgentCount ? 'fg.error' : 'fg.muted'} fontWeight={urgentCount ? 'semibold' : undefined} aria-live="polite">
                            {t('{count, plural, one {# result} other {# results}}', { count: shown.length })}
                            {urgentCount ? ` · ${t('{count} critical awaiting review', { count: urgentCount })}` : ''}
                          </Text>
                        )}
                        <LabResultList results={shown} loading={answer.pending} selectedId={selectedId} onSelect={select} />
                      </Stack>
                    )}
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            </Card.Body>
          </Card.Root>
        </GridItem>
        <GridItem display={{ base: selectedId !== null ? 'block' : 'none', lg: 'block' }} minW="0">
          {selected ? (
            <LabResultDetail key={selected.id} result={selected} onBack={back} headingRef={headingRef} />
          ) : selectedId !== null ? (
            <ResultPlaceholder error={singleError} onBack={back} />
          ) : (
            <NoResultSelected />
          )}
        </GridItem>
      </Grid>
      {adding > 0 && (
        <Suspense fallback={null}>
          <AddLabResultDialog key={adding} open onClose={() => setAdding(0)}
            onCreated={(r) => {
              setAdding(0);
              select(r);
            }} />
        </Suspense>
      )}
    </>
  );
});
