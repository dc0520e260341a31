import { List, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SCORAD_BODY_AREAS } from '../../../../../core/calculators/scorad';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { tRich } from '../../../i18n/rich';
import { formatPercent } from '../../../lib/format';
import { CalculatorPage } from '../components/calculator-page';
import { FindingField, NumberField, ScoreSlider } from '../components/fields';
import type { SeverityPalette } from '../components/result-panel';
import { evaluateCalculator, pendingMessage } from '../evaluate.utils';
import { SCORAD_INITIAL_STATE, scoradInputFromState, setScoradCustomExtent, toggleScoradArea, type ScoradFormState } from '../scorad.utils';
import type { CalculatorPageProps } from '../types';

const INTENSITY_ITEMS = [
  { id: 'erythema', label: msg('Erythema') },
  { id: 'oedemaPapulation', label: msg('Edema/Papulation') },
  { id: 'oozingCrusts', label: msg('Oozing/Crusting') },
  { id: 'excoriation', label: msg('Excoriation') },
  { id: 'lichenification', label: msg('Lichenification') },
  { id: 'dryness', label: msg('Dryness') },
] as const;

const INTENSITY_LABELS = [msg('None'), msg('Mild'), msg('Moderate'), msg('Severe')] as const;
const TABS = [['extent', msg('Extent (A)')], ['intensity', msg('Intensity (B)')], ['subjective', msg('Subjective Symptoms (C)')]] as const;
const INTENSITY_MARKS = INTENSITY_LABELS.map((_, value) => ({ value, label: String(value) }));
const VAS_MARKS = [0, 5, 10].map((value) => ({ value, label: String(value) }));

/** Spec §9: the SCORAD bands are green, yellow and red. */
const SCORAD_PALETTE: SeverityPalette = { low: 'green', moderate: 'yellow', high: 'red', 'very-high': 'red' };

/** /calculators/scorad (public): extent, intensity and subjective symptoms in three tabs, live index (spec §2, §4, §5). */
export default function ScoradPage({ signedIn }: CalculatorPageProps) {
  const [state, setState] = useState<ScoradFormState>(SCORAD_INITIAL_STATE);
  const evaluation = evaluateCalculator('scorad', scoradInputFromState(state));
  const customError = evaluation.status === 'ok' ? undefined : evaluation.errors.customExtentPercent;
  const set = (key: keyof ScoradFormState, value: number) => setState((s) => ({ ...s, [key]: value }));
  const extentText = state.customExtentText.trim()
    ? t('custom {percent}%', { percent: state.customExtentText.trim() })
    : state.selectedAreas.length > 0
      ? SCORAD_BODY_AREAS.filter((a) => state.selectedAreas.includes(a.id)).map((a) => t(a.name).toLowerCase()).join(', ')
      : t('none');
  const inputs = [
    t('Extent: {extent}', { extent: extentText }),
    t('Intensity {items}', { items: INTENSITY_ITEMS.map((i) => `${t(i.label)} ${state[i.id]}`).join(', ') }),
    t('Pruritus {pruritus}/10, sleep loss {sleepLoss}/10', { pruritus: state.pruritus, sleepLoss: state.sleepLoss }),
  ];

  return (
    <CalculatorPage slug="scorad" onReset={() => setState(SCORAD_INITIAL_STATE)} signedIn={signedIn} inputs={inputs} palette={SCORAD_PALETTE}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, {})}
      interpretation={
        <List.Root ps="4" gap="1">
          <List.Item>{tRich('{band}: below 25 – emollients; low- to mid-potency topical corticosteroids for flares.', { band: <Text as="span" color="green.fg" fontWeight="semibold">{t('Mild')}</Text> })}</List.Item>
          <List.Item>{tRich('{band}: 25-50 – regular topical anti-inflammatory therapy, including proactive treatment.', { band: <Text as="span" color="yellow.fg" fontWeight="semibold">{t('Moderate')}</Text> })}</List.Item>
          <List.Item>{tRich('{band}: above 50 – specialist care; phototherapy or systemic therapy.', { band: <Text as="span" color="fg.error" fontWeight="semibold">{t('Severe')}</Text> })}</List.Item>
          <List.Item>{t('Bands per Kunz 1997; a score of exactly 50 is moderate.')}</List.Item>
        </List.Root>
      }>
      <Tabs.Root defaultValue="extent" variant="enclosed" fitted colorPalette="brand">
        <Tabs.List w="full">
          {TABS.map(([v, label]) => (
            <Tabs.Trigger key={v} value={v} minH="11" h="auto" py="2" px="2" whiteSpace="normal" textAlign="center" fontSize={{ base: 'xs', sm: 'sm' }}>
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="extent">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">{t('Select the affected body areas (rule of nines), or enter the extent directly.')}</Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" role="group" aria-label={t('Affected body areas')}>
              {SCORAD_BODY_AREAS.map((a) => (
                <FindingField key={a.id} label={t(a.name)} points={formatPercent(a.percent)} checked={state.selectedAreas.includes(a.id)}
                  onChange={() => setState((s) => toggleScoradArea(s, a.id))} />
              ))}
            </SimpleGrid>
            <NumberField name="customExtent" label={t('Custom Extent (0-100%)')} value={state.customExtentText} error={customError}
              onChange={(text) => setState((s) => setScoradCustomExtent(s, text))}
              helper={t('Typing a custom extent clears the selected areas; selecting an area clears the custom extent.')} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="intensity">
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted">{t('Grade each sign 0-3 on a representative area of eczema.')}</Text>
            {INTENSITY_ITEMS.map((item) => (
              <ScoreSlider key={item.id} label={t(item.label)} min={0} max={3} value={state[item.id]} marks={INTENSITY_MARKS}
                valueText={(v) => `${v} – ${t(INTENSITY_LABELS[v]!)}`} onChange={(v) => set(item.id, v)} />
            ))}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="subjective">
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted">{t('Average over the last 3 days and nights, 0 (none) to 10 (worst imaginable).')}</Text>
            <ScoreSlider label={t('Pruritus')} min={0} max={10} value={state.pruritus} marks={VAS_MARKS} valueText={(v) => `${v} / 10`}
              onChange={(v) => set('pruritus', v)} />
            <ScoreSlider label={t('Sleep loss')} min={0} max={10} value={state.sleepLoss} marks={VAS_MARKS} valueText={(v) => `${v} / 10`}
              onChange={(v) => set('sleepLoss', v)} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </CalculatorPage>
  );
}
