import { List, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EASI_AREA_SCORE_LABELS, EASI_REGIONS, EASI_SEVERITY_LABELS, EASI_WEIGHT_TENTHS, type EasiRegionId } from '../../../../../core/calculators/easi';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, ScoreSlider } from '../components/fields';
import { evaluateCalculator, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';

const SIGNS = [
  { id: 'erythema', label: 'Erythema' },
  { id: 'oedemaPapulation', label: 'Edema/Papulation' },
  { id: 'excoriation', label: 'Excoriation' },
  { id: 'lichenification', label: 'Lichenification' },
] as const;

type Region = { areaScore: number; erythema: number; oedemaPapulation: number; excoriation: number; lichenification: number };
type State = { ageGroup: 'adult' | 'child' } & Record<EasiRegionId, Region>;

const ZERO: Region = { areaScore: 0, erythema: 0, oedemaPapulation: 0, excoriation: 0, lichenification: 0 };
const INITIAL: State = { ageGroup: 'adult', headNeck: ZERO, trunk: ZERO, upperLimbs: ZERO, lowerLimbs: ZERO };

const AREA_MARKS = EASI_AREA_SCORE_LABELS.map((_, value) => ({ value, label: String(value) }));
const SIGN_MARKS = EASI_SEVERITY_LABELS.map((label, value) => ({ value, label }));

/** /calculators/easi (public): one tab per region with area and four sign sliders; live total with per-region scores. */
export default function EasiPage({ signedIn }: CalculatorPageProps) {
  const [state, setState] = useState<State>(INITIAL);
  const evaluation = evaluateCalculator('easi', state);
  const setRegion = (id: EasiRegionId, key: keyof Region, value: number) =>
    setState((s) => ({ ...s, [id]: { ...s[id], [key]: value } }));
  const weights = EASI_WEIGHT_TENTHS[state.ageGroup];
  const inputs = [
    state.ageGroup === 'adult' ? 'Age 8 y or older' : 'Age 0-7 y',
    ...EASI_REGIONS.map(({ id, name }) => {
      const r = state[id];
      return `${name} area ${r.areaScore} (${EASI_AREA_SCORE_LABELS[r.areaScore]}), E${r.erythema} O${r.oedemaPapulation} X${r.excoriation} L${r.lichenification}`;
    }),
  ];

  return (
    <CalculatorPage slug="easi" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null} pending={pendingMessage(evaluation, {})}
      interpretation={
        <List.Root ps="4" gap="1">
          <List.Item>0 clear; 0.1-1.0 almost clear; 1.1-7.0 mild; 7.1-21.0 moderate; 21.1-50.0 severe; 50.1-72.0 very severe (Leshem 2015).</List.Item>
          <List.Item>Area score per region: 0 = 0%, 1 = 1-9%, 2 = 10-29%, 3 = 30-49%, 4 = 50-69%, 5 = 70-89%, 6 = 90-100%.</List.Item>
          <List.Item>Signs: 0 none, 1 mild, 2 moderate, 3 severe; half steps are not used here.</List.Item>
        </List.Root>
      }>
      <ChoiceField name="ageGroup" label="Age (sets the region weights)" value={state.ageGroup} onChange={(ageGroup) => setState((s) => ({ ...s, ageGroup }))}
        columns={{ base: 2 }}
        options={[
          { value: 'adult', label: '8 years or older', description: 'Weights 0.1 / 0.3 / 0.2 / 0.4' },
          { value: 'child', label: '0-7 years', description: 'Weights 0.2 / 0.3 / 0.2 / 0.3' },
        ]} />
      <Tabs.Root defaultValue="headNeck" variant="enclosed" fitted colorPalette="brand">
        <Tabs.List w="full">
          {EASI_REGIONS.map(({ id, name }) => (
            <Tabs.Trigger key={id} value={id} minH="11" h="auto" py="2" px="1.5" whiteSpace="normal" textAlign="center" fontSize={{ base: 'xs', sm: 'sm' }}>
              {name}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {EASI_REGIONS.map(({ id, name }) => {
          const r = state[id];
          return (
            <Tabs.Content key={id} value={id}>
              <Stack gap="6">
                <Text fontSize="sm" color="fg.muted">{name}: weight {weights[id] / 10}. Area score and the average severity of each sign in this region.</Text>
                <ScoreSlider label="Area affected" hiddenLabelPrefix={`${name}:`} min={0} max={6} value={r.areaScore} marks={AREA_MARKS}
                  valueText={(v) => `${v} (${EASI_AREA_SCORE_LABELS[v]})`} onChange={(v) => setRegion(id, 'areaScore', v)} />
                {SIGNS.map((sign) => (
                  <ScoreSlider key={sign.id} label={sign.label} hiddenLabelPrefix={`${name}:`} min={0} max={3} value={r[sign.id]} marks={SIGN_MARKS}
                    valueText={(v) => `${v} – ${EASI_SEVERITY_LABELS[v]}`} onChange={(v) => setRegion(id, sign.id, v)} />
                ))}
              </Stack>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </CalculatorPage>
  );
}
