import { Alert, Badge, Box, Button, Card, Flex, Grid, Heading, List, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ALGORITHMS_DISCLAIMER,
  getAlgorithmNode,
  type AlgorithmNode,
  type DiagnosticAlgorithm,
} from '../../../../../core/reference/diagnostic-algorithms';
import { AlertTriangleIcon, CalculatorIcon, ChevronLeftIcon, ChevronRightIcon, RestartIcon } from '../../../components/icons';
import { ContentStatusNote } from '../../../components/content-status';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';
import { ContentLanguageBadge } from '../../../components/content-language';

/** How each kind of step is labelled and coloured. */
export const NODE_KIND: Record<AlgorithmNode['kind'], { label: string; palette: 'blue' | 'teal' | 'purple' }> = {
  question: { label: msg('Question'), palette: 'blue' },
  action: { label: msg('Action'), palette: 'teal' },
  outcome: { label: msg('Outcome'), palette: 'purple' },
};

type Mode = 'steps' | 'outline';

/** One open algorithm: the interactive decision flow or its full outline, with its calculators, sources and the disclaimer. */
export function AlgorithmView({ algorithm }: { algorithm: DiagnosticAlgorithm }) {
  const [mode, setMode] = useState<Mode>('steps');
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Alert.Root status="warning" size="sm">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal" data-testid="algorithms-disclaimer">{t(ALGORITHMS_DISCLAIMER)}</Alert.Title>
      </Alert.Root>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Stack gap="4" minW="0">
          <ContentLanguageBadge />
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text color="fg.muted" lang="en">{algorithm.description}</Text>
            <SegmentGroup.Root value={mode} onValueChange={(e) => setMode(e.value === 'outline' ? 'outline' : 'steps')} aria-label={t('View')}>
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={[{ value: 'steps', label: t('Step by step') }, { value: 'outline', label: t('Full outline') }]} minH="10" px="3" />
            </SegmentGroup.Root>
          </Flex>
          {mode === 'steps' ? <StepByStep algorithm={algorithm} /> : <Outline algorithm={algorithm} />}
        </Stack>
        <Stack gap="4" as="aside" aria-label={t('Calculators and sources')}>
          {algorithm.calculators.length > 0 && (
            <Card.Root size="sm">
              <Card.Body gap="2">
                <Heading as="h2" size="sm">{t('Calculators used')}</Heading>
                {algorithm.calculators.map((calculator) => (
                  <Button key={calculator.href} asChild variant="outline" colorPalette="brand" justifyContent="flex-start" minH="11" whiteSpace="normal" textAlign="left" h="auto" py="2">
                    <Link to={calculator.href}><CalculatorIcon /> {t(calculator.name)}</Link>
                  </Button>
                ))}
              </Card.Body>
            </Card.Root>
          )}
          <Card.Root size="sm">
            <Card.Body gap="2">
              <Heading as="h2" size="sm">{t('Sources')}</Heading>
              <List.Root as="ol" gap="2" fontSize="sm" ps="4" data-testid="algorithm-sources" lang="en">
                {algorithm.sources.map((source) => <List.Item key={source}>{source}</List.Item>)}
              </List.Root>
              <Text fontSize="xs" color="fg.muted">{t("Written in MedAssist's words from these guidelines; sources marked unverified were published after MedAssist last checked its sources.")}</Text>
              <ContentStatusNote area="algorithms" />
            </Card.Body>
          </Card.Root>
        </Stack>
      </Grid>
    </Stack>
  );
}

type Visit = { nodeId: string; answer?: string };

/** The interactive flow: the current step with its answers, the path so far, Back and Restart. */
function StepByStep({ algorithm }: { algorithm: DiagnosticAlgorithm }) {
  const [path, setPath] = useState<Visit[]>([{ nodeId: algorithm.start }]);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // Move focus to the new step after an answer (not on first display), so keyboard and screen-reader users follow.
    if (moved.current) heading.current?.focus();
  }, [path.length]);

  const current = path[path.length - 1] ?? { nodeId: algorithm.start };
  const node = getAlgorithmNode(algorithm, current.nodeId);
  const go = (answer: string, next: string) => {
    moved.current = true;
    setPath([...path.slice(0, -1), { nodeId: current.nodeId, answer }, { nodeId: next }]);
  };
  const back = () => {
    moved.current = true;
    setPath(path.slice(0, -2).concat({ nodeId: path[path.length - 2]?.nodeId ?? algorithm.start }));
  };
  const restart = () => {
    moved.current = true;
    setPath([{ nodeId: algorithm.start }]);
  };
  if (!node) return <Text color="fg.error">{t('This step is missing from the algorithm.')}</Text>;
  const kind = NODE_KIND[node.kind];

  return (
    <Stack gap="4">
      {path.length > 1 && (
        <Box as="section" aria-label={t('Your path so far')}>
          <Text fontSize="xs" fontWeight="bold" color="fg.muted" letterSpacing="wider" textTransform="uppercase" mb="2">{t('Your path')}</Text>
          <Stack as="ol" gap="1.5" listStyleType="none" data-testid="algorithm-path" lang="en">
            {path.slice(0, -1).map((visit, i) => {
              const step = getAlgorithmNode(algorithm, visit.nodeId);
              return (
                <Flex as="li" key={`${i}-${visit.nodeId}`} gap="2" fontSize="sm" align="baseline">
                  <Text color="fg.muted" flexShrink="0" w="1.5rem" textAlign="right">{i + 1}.</Text>
                  <Text color="fg.muted" flex="1" minW="0">
                    {step?.text} <Text as="span" fontWeight="semibold" color="fg">→ {visit.answer}</Text>
                  </Text>
                </Flex>
              );
            })}
          </Stack>
        </Box>
      )}
      <Card.Root borderTopWidth="4px" borderTopColor={`${kind.palette}.solid`} data-testid="algorithm-step" data-kind={node.kind} aria-live="polite">
        <Card.Body gap="4">
          <Flex gap="2" align="center">
            <Badge colorPalette={kind.palette} variant="subtle" size="lg">{t(kind.label)}</Badge>
            <Text fontSize="sm" color="fg.muted">{t('Step {number}', { number: path.length })}</Text>
          </Flex>
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }} ref={heading} tabIndex={-1} outline="none" data-testid="algorithm-step-text" lang="en">{node.text}</Heading>
          {node.detail && (
            <Box bg="bg.muted" rounded="md" p="3" lang="en">
              <Text fontSize="sm">{node.detail}</Text>
            </Box>
          )}
          {node.kind === 'question' && (
            <Stack gap="2" direction={{ base: 'column', md: 'row' }} wrap="wrap" role="group" aria-label={t('Answers')} lang="en">
              {node.options?.map((option) => (
                <Button key={option.label} colorPalette="brand" variant="outline" minH="11" h="auto" py="2" whiteSpace="normal" textAlign="left"
                  justifyContent={{ base: 'flex-start', md: 'center' }} onClick={() => go(option.label, option.next)}>
                  {option.label}
                </Button>
              ))}
            </Stack>
          )}
          {node.kind === 'action' && node.next && (
            <Button colorPalette="brand" minH="11" alignSelf={{ base: 'stretch', md: 'flex-start' }} onClick={() => go('Done', node.next ?? algorithm.start)}>
              {t('Done, next step')} <ChevronRightIcon />
            </Button>
          )}
          {node.kind === 'outcome' && (
            <Flex gap="2" align="center" color="purple.fg" fontWeight="semibold"><AlertTriangleIcon boxSize="5" flexShrink="0" /> {t('End of the algorithm: apply clinical judgement to this outcome.')}</Flex>
          )}
        </Card.Body>
      </Card.Root>
      <Flex gap="2">
        <Button variant="outline" minH="11" onClick={back} disabled={path.length < 2}><ChevronLeftIcon /> {t('Back')}</Button>
        <Button variant="ghost" minH="11" onClick={restart} disabled={path.length < 2}><RestartIcon /> {t('Restart')}</Button>
      </Flex>
    </Stack>
  );
}

/** Every step of the algorithm, numbered, with where each answer leads. */
function Outline({ algorithm }: { algorithm: DiagnosticAlgorithm }) {
  const number = new Map(algorithm.nodes.map((node, i) => [node.id, i + 1]));
  const anchor = (nodeId: string) => `outline-${algorithm.id}-${nodeId}`;
  const jump = (nodeId: string) => {
    const target = document.getElementById(anchor(nodeId));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  const goTo = (label: string, next: string) => (
    <Button key={`${label}-${next}`} variant="plain" size="sm" minH="11" px="0" h="auto" color="brand.fg" whiteSpace="normal" textAlign="left"
      justifyContent="flex-start" onClick={() => jump(next)}>
      {t('{answer} → Step {number}', { answer: label, number: number.get(next) ?? '?' })}
    </Button>
  );
  return (
    <Stack as="ol" gap="2" listStyleType="none" data-testid="algorithm-outline">
      {algorithm.nodes.map((node, i) => {
        const kind = NODE_KIND[node.kind];
        return (
          <Box as="li" key={node.id} id={anchor(node.id)} tabIndex={-1} borderLeftWidth="4px" borderLeftColor={`${kind.palette}.solid`}
            bg="bg.panel" rounded="md" shadow="xs" p="3" scrollMarginTop="20">
            <Flex gap="2" align="center" mb="1" wrap="wrap">
              <Text fontWeight="bold" fontSize="sm">{t('Step {number}', { number: i + 1 })}</Text>
              <Badge colorPalette={kind.palette} variant="subtle">{t(kind.label)}</Badge>
              {node.id === algorithm.start && <Badge variant="outline">{t('Start')}</Badge>}
            </Flex>
            <Text fontWeight="medium" lang="en">{node.text}</Text>
            {node.detail && <Text fontSize="sm" color="fg.muted" mt="1" lang="en">{node.detail}</Text>}
            <Flex columnGap="4" wrap="wrap">
              {node.kind === 'question' && node.options?.map((option) => goTo(option.label, option.next))}
              {node.kind === 'action' && node.next && goTo(t('Then'), node.next)}
              {node.kind === 'outcome' && <Text fontSize="sm" color="fg.muted" py="2">{t('End point')}</Text>}
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
