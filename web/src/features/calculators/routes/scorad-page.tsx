import { List, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SCORAD_BODY_AREAS } from '../../../../../core/calculators/scorad';
import { CalculatorPage } from '../components/calculator-page';
import { FindingField, NumberField, ScoreSlider } from '../components/fields';
import type { SeverityPalette } from '../components/result-panel';
import { evaluateCalculator, pendingMessage } from '../evaluate.utils';
import { SCORAD_INITIAL_STATE, scoradInputFromState, setScoradCustomExtent, toggleScoradArea, type ScoradFormState } from '../scorad.utils';
import type { CalculatorPageProps } from '../types';

const INTENSITY_ITEMS = [
  { id: 'erythema', label: 'Erythema' },
  { id: 'oedemaPapulation', label: 'Edema/Papulation' },
  { id: 'oozingCrusts', label: 'Oozing/Crusting' },
  { id: 'excoriation', label: 'Excoriation' },
  { id: 'lichenification', label: 'Lichenification' },
  { id: 'dryness', label: 'Dryness' },
] as const;

const INTENSITY_LABELS = ['None', 'Mild', 'Moderate', 'Severe'] as const;
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
    ? `custom ${state.customExtentText.trim()}%`
    : state.selectedAreas.length > 0
      ? SCORAD_BODY_AREAS.filter((a) => state.selectedAreas.includes(a.id)).map((a) => a.name.toLowerCase()).join(', ')
      : 'none';
  const inputs = [
    `Extent: ${extentText}`,
    `Intensity ${INTENSITY_ITEMS.map((i) => `${i.label} ${state[i.id]}`).join(', ')}`,
    `Pruritus ${state.pruritus}/10, sleep loss ${state.sleepLoss}/10`,
  ];

  return (
    <CalculatorPage slug="scorad" onReset={() => setState(SCORAD_INITIAL_STATE)} signedIn={signedIn} inputs={inputs} palette={SCORAD_PALETTE}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, {})}
      interpretation={
        <List.Root ps="4" gap="1">
          <List.Item><Text as="span" color="green.fg" fontWeight="semibold">Mild</Text>: below 25 – emollients; low- to mid-potency topical corticosteroids for flares.</List.Item>
          <List.Item><Text as="span" color="yellow.fg" fontWeight="semibold">Moderate</Text>: 25-50 – regular topical anti-inflammatory therapy, including proactive treatment.</List.Item>
          <List.Item><Text as="span" color="fg.error" fontWeight="semibold">Severe</Text>: above 50 – specialist care; phototherapy or systemic therapy.</List.Item>
          <List.Item>Bands per Kunz 1997; a score of exactly 50 is moderate.</List.Item>
        </List.Root>
      }>
      <Tabs.Root defaultValue="extent" variant="enclosed" fitted colorPalette="brand">
        <Tabs.List w="full">
          {[['extent', 'Extent (A)'], ['intensity', 'Intensity (B)'], ['subjective', 'Subjective Symptoms (C)']].map(([v, label]) => (
            <Tabs.Trigger key={v} value={v!} minH="11" h="auto" py="2" px="2" whiteSpace="normal" textAlign="center" fontSize={{ base: 'xs', sm: 'sm' }}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="extent">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">Select the affected body areas (rule of nines), or enter the extent directly.</Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" role="group" aria-label="Affected body areas">
              {SCORAD_BODY_AREAS.map((a) => (
                <FindingField key={a.id} label={a.name} points={`${a.percent}%`} checked={state.selectedAreas.includes(a.id)}
                  onChange={() => setState((s) => toggleScoradArea(s, a.id))} />
              ))}
            </SimpleGrid>
            <NumberField name="customExtent" label="Custom Extent (0-100%)" value={state.customExtentText} error={customError}
              onChange={(text) => setState((s) => setScoradCustomExtent(s, text))}
              helper="Typing a custom extent clears the selected areas; selecting an area clears the custom extent." />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="intensity">
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted">Grade each sign 0-3 on a representative area of eczema.</Text>
            {INTENSITY_ITEMS.map((item) => (
              <ScoreSlider key={item.id} label={item.label} min={0} max={3} value={state[item.id]} marks={INTENSITY_MARKS}
                valueText={(v) => `${v} – ${INTENSITY_LABELS[v]}`} onChange={(v) => set(item.id, v)} />
            ))}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="subjective">
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted">Average over the last 3 days and nights, 0 (none) to 10 (worst imaginable).</Text>
            <ScoreSlider label="Pruritus" min={0} max={10} value={state.pruritus} marks={VAS_MARKS} valueText={(v) => `${v} / 10`}
              onChange={(v) => set('pruritus', v)} />
            <ScoreSlider label="Sleep loss" min={0} max={10} value={state.sleepLoss} marks={VAS_MARKS} valueText={(v) => `${v} / 10`}
              onChange={(v) => set('sleepLoss', v)} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </CalculatorPage>
  );
}
