import { Alert, Badge, Box, Button, Card, Flex, Grid, Heading, IconButton, Link as ChakraLink, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { Fragment, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DRUGS, MAX_MEDICATIONS } from '../../../../../core/reference/drugs';
import {
  findInteractions,
  INTERACTION_RULES,
  INTERACTION_TABLE,
  INTERACTIONS_SOURCES,
  NO_INTERACTIONS_MESSAGE,
  SEVERITIES,
} from '../../../../../core/reference/drug-interactions';
import { ContentStatusNote } from '../../../components/content-status';
import { CloseIcon, ExternalLinkIcon, PillIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { buildSelection, canonicalName, refusalMessage, resolutionNote, type SelectedDrug } from '../drug-selection.utils';
import { DrugSearch } from '../components/drug-search';
import { InteractionCard, SEVERITY_INFO, SeverityBadge } from '../components/interaction-card';
import { PatientFindings } from '../components/patient-findings';
import { TOUCH_LINK } from '../../../components/touch-link';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';

type Notice = { tone: 'error' | 'info'; text: string } | null;

const urlName = (item: SelectedDrug) => item.enteredAs ?? item.generic;

/**
 * /reference/drug-interactions (spec §2, §4, §5, §8): search with suggestions, removable chips
 * (at most 10, no duplicates), and the interactions among them, severe first. Built-in data only:
 * no server call. The list lives in the URL (?drug=, repeatable), so links preselect drugs.
 */
export default function DrugInteractionsPage() {
  const [params, setParams] = useSearchParams();
  const key = params.getAll('drug').join('\n');
  const { selected, refused } = useMemo(() => buildSelection(key ? key.split('\n') : []), [key]);
  const generics = useMemo(() => selected.filter((item) => !item.unchecked).map((item) => item.generic), [selected]);
  const unchecked = useMemo(() => selected.filter((item) => item.unchecked).map((item) => item.generic), [selected]);
  const checkedNames = useMemo(() => selected.filter((item) => !item.unchecked).map(urlName), [selected]);
  const interactions = useMemo(() => findInteractions(generics), [generics]);
  const [notice, setNotice] = useState<Notice>(null);

  const setDrugs = (names: string[]) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('drug');
      for (const name of new Set(names)) next.append('drug', name);
      return next;
    }, { replace: true });

  const add = (name: string): boolean => {
    const before = selected.map(urlName);
    const next = buildSelection([...before, name]);
    const refusal = next.refused.find((r) => r.name === name.trim());
    if (refusal || next.selected.length === selected.length) {
      setNotice({ tone: 'error', text: refusalMessage(name, refusal?.reason ?? 'duplicate') });
      return false;
    }
    const added = next.selected.slice(selected.length);
    const note = added.some((item) => item.unchecked)
      ? refusalMessage(name, 'unknown')
      : resolutionNote(name) ?? (added.length > 1 ? t('{name} contains {drugs}: each is checked.', { name: name.trim(), drugs: added.map((item) => item.generic).join(t(' and ')) }) : undefined);
    setNotice(note ? { tone: 'info', text: note } : null);
    setDrugs([...before, added.some((item) => item.enteredAs || item.unchecked) ? name.trim() : canonicalName(name)]);
    return true;
  };
  const remove = (item: SelectedDrug) => {
    setNotice(null);
    setDrugs(selected.filter((s) => s.generic !== item.generic).map(urlName));
  };

  /** The headline when no pair interacts: what was checked against (core's noInteractionHeadline, translated). */
  const noInteractionHeadline = () => t("No interaction found in MedAssist's list ({drugs} drugs, {rules} rules)", { drugs: DRUGS.length, rules: INTERACTION_RULES.length });
  const counts = SEVERITIES.map((severity) => [severity, interactions.filter((i) => i.severity === severity).length] as const).filter(([, n]) => n > 0);

  return (
    <>
      <PageHeader title={t('Drug Interactions')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Drug Interactions') }]} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <Stack gap={{ base: '4', md: '6' }} minW="0">
          <Card.Root as="section" aria-label={t('Medications')}>
            <Card.Body gap="4">
              <DrugSearch selected={generics} onAdd={add} />
              {notice && (
                <Alert.Root status={notice.tone === 'error' ? 'error' : 'info'} size="sm" role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="drug-notice">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="normal">{notice.text}</Alert.Title>
                </Alert.Root>
              )}
              {refused.length > 0 && (
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('Not added from the link')}</Alert.Title>
                    <Alert.Description>
                      {refused.map((r) => <Text key={`${r.name}-${r.reason}`}>{refusalMessage(r.name, r.reason)}</Text>)}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              <Box>
                <Flex justify="space-between" align="center" gap="2" mb="2">
                  <Text fontWeight="semibold" id="selected-heading">{t('Selected medications ({count}/{max})', { count: selected.length, max: MAX_MEDICATIONS })}</Text>
                  {selected.length > 0 && <Button size="sm" variant="ghost" minH="11" onClick={() => { setNotice(null); setDrugs([]); }}>{t('Clear all')}</Button>}
                </Flex>
                {selected.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">{t('No medications selected yet.')}</Text>
                ) : (
                  <Wrap as="ul" gap="2" listStyleType="none" aria-labelledby="selected-heading">
                    {selected.map((item) => (
                      <Flex as="li" key={item.generic} data-testid="drug-chip" data-unchecked={item.unchecked ? '' : undefined} align="center" minH="11" pl="3" pr="0.5" gap="1"
                        rounded="full" borderWidth="1px" borderStyle={item.unchecked ? 'dashed' : 'solid'}
                        borderColor={item.unchecked ? 'border.emphasized' : 'brand.emphasized'} bg={item.unchecked ? 'bg.muted' : 'brand.subtle'} maxW="full">
                        <PillIcon boxSize="4" color={item.unchecked ? 'fg.muted' : 'brand.fg'} flexShrink="0" />
                        <Text fontWeight="medium" truncate>
                          {item.generic}
                          {item.enteredAs && <Text as="span" fontWeight="normal" color="fg.muted"> ({item.enteredAs})</Text>}
                          {item.unchecked && <Text as="span" fontWeight="normal" color="fg.muted"> ({t('not checked')})</Text>}
                        </Text>
                        <IconButton aria-label={t('Remove {drug}', { drug: item.generic })} variant="ghost" size="sm" rounded="full" minW="11" h="11" onClick={() => remove(item)}>
                          <CloseIcon />
                        </IconButton>
                      </Flex>
                    ))}
                  </Wrap>
                )}
              </Box>
              {selected.length >= 2 && (
                <Text fontSize="sm" fontWeight="medium" data-testid="interaction-summary"
                  color={interactions[0] ? `${SEVERITY_INFO[interactions[0].severity].palette}.fg` : 'fg.muted'}>
                  {interactions.length > 0
                    ? t('{count, plural, one {# interaction} other {# interactions}} found ({counts}): details below.', {
                        count: interactions.length,
                        counts: counts.map(([severity, n]) => `${n} ${t(SEVERITY_INFO[severity].label).toLowerCase()}`).join(', '),
                      })
                    : generics.length >= 2
                      ? `${noInteractionHeadline()}.`
                      : t("Fewer than 2 of these medications are in MedAssist's list: nothing could be checked.")}
                </Text>
              )}
              {unchecked.length > 0 && (
                <Alert.Root status="warning" size="sm" role="status" data-testid="not-checked">
                  <Alert.Indicator />
                  <Alert.Title fontWeight="normal">
                    {tRich("Not checked (not in MedAssist's list): {drugs}. Check the prescribing information for these.", {
                      drugs: <Text as="span" fontWeight="semibold">{unchecked.join(', ')}</Text>,
                    })}
                  </Alert.Title>
                </Alert.Root>
              )}
            </Card.Body>
          </Card.Root>

          <Box as="section" aria-labelledby="interactions-heading" aria-live="polite">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="3">
              <Heading as="h2" size="lg" id="interactions-heading">{t('Interactions')}</Heading>
              {counts.length > 0 && (
                <Wrap gap="2" data-testid="interaction-counts">
                  {counts.map(([severity, n]) => (
                    <Badge key={severity} colorPalette={SEVERITY_INFO[severity].palette} variant="subtle" size="md">{n} {t(SEVERITY_INFO[severity].label).toLowerCase()}</Badge>
                  ))}
                </Wrap>
              )}
            </Flex>
            {selected.length < 2 ? (
              <Card.Root variant="subtle"><Card.Body><Text color="fg.muted">{t('Add at least 2 medications to check for interactions.')}</Text></Card.Body></Card.Root>
            ) : generics.length < 2 ? (
              <Card.Root variant="subtle" data-testid="too-few-checked">
                <Card.Body><Text color="fg.muted">{t("Fewer than 2 of the selected medications are in MedAssist's list, so no pair could be checked. Not checked: {drugs}.", { drugs: unchecked.join(', ') })}</Text></Card.Body>
              </Card.Root>
            ) : interactions.length === 0 ? (
              <Card.Root variant="subtle" data-testid="no-interactions">
                <Card.Body gap="1">
                  <Text fontWeight="semibold" data-testid="no-interactions-headline">{noInteractionHeadline()}</Text>
                  <Text>{t(NO_INTERACTIONS_MESSAGE)}</Text>
                  {unchecked.length > 0 && <Text fontSize="sm">{t('Not checked (not in the list): {drugs}.', { drugs: unchecked.join(', ') })}</Text>}
                  <Text fontSize="sm" color="fg.muted">{t('The list does not cover every drug or interaction: check the prescribing information when in doubt.')}</Text>
                </Card.Body>
              </Card.Root>
            ) : (
              <Stack gap="3">
                {interactions.map((interaction) => <InteractionCard key={interaction.drugs.join('+')} interaction={interaction} />)}
              </Stack>
            )}
          </Box>
          <PatientFindings medications={checkedNames} />
        </Stack>

        <Card.Root as="aside" aria-label={t('About this checker')} size="sm">
          <Card.Body gap="4">
            <Box>
              <Heading as="h2" size="md" mb="1">{t('About this checker')}</Heading>
              <Text fontSize="sm" color="fg.muted">
                {t("MedAssist's list: {drugs} drugs and {rules} rules ({pairs} interacting pairs), each rule with its label source; it works offline and sends nothing to a server.", { drugs: DRUGS.length, rules: INTERACTION_RULES.length, pairs: INTERACTION_TABLE.length })}{' '}
                {t('Brand, product and class names resolve to the generic drug; a name outside the list is shown as not checked. Not exhaustive: no result does not prove a combination is safe.')}
              </Text>
              <Box mt="2"><ContentStatusNote area="drug-interactions" /></Box>
            </Box>
            <Box>
              <Heading as="h3" size="sm" mb="2">{t('Severity')}</Heading>
              {/* The badge column is as wide as the longest label in the page's language ("Mittelschwer", "Modérée"), never a fixed width that cuts it. */}
              <Grid templateColumns="max-content 1fr" columnGap="2" rowGap="2" alignItems="start" data-testid="severity-legend">
                {SEVERITIES.map((severity) => (
                  <Fragment key={severity}>
                    <SeverityBadge severity={severity} />
                    <Text fontSize="sm">{t(SEVERITY_INFO[severity].meaning)}</Text>
                  </Fragment>
                ))}
              </Grid>
            </Box>
            <Box>
              <Heading as="h3" size="sm" mb="2">{t('Sources')}</Heading>
              <List.Root gap="2" fontSize="sm" ps="4" data-testid="interactions-sources" lang="en">
                {INTERACTIONS_SOURCES.map((source) => (
                  <List.Item key={source.name}>
                    {source.url ? (
                      <ChakraLink href={source.url} target="_blank" rel="noopener noreferrer" color="brand.fg" {...TOUCH_LINK}>
                        {source.name} <ExternalLinkIcon boxSize="3" />
                      </ChakraLink>
                    ) : source.name}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          </Card.Body>
        </Card.Root>
      </Grid>
    </>
  );
}
