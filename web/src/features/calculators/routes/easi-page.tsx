import { List, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EASI_AREA_SCORE_LABELS, EASI_REGIONS, EASI_SEVERITY_LABELS, EASI_WEIGHT_TENTHS, type EasiRegionId } from '../../../../../core/calculators/easi';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { CalculatorPage } from '../components/calculator-page';
import { ChoiceField, ScoreSlider } from '../components/fields';
import { evaluateCalculator, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';

const SIGNS = [
  { id: 'erythema', label: msg('Erythema') },
  { id: 'oedemaPapulation', label: msg('Edema/Papulation') },
  { id: 'excoriation', label: msg('Excoriation') },
  { id: 'lichenification', label: msg('Lichenification') },
] as const;

type Region = { areaScore: number; erythema: number; oedemaPapulation: number; excoriation: number; lichenification: number };
type State = { ageGroup: 'adult' | 'child' } & Record<EasiRegionId, Region>;

const ZERO: Region = { areaScore: 0, erythema: 0, oedemaPapulation: 0, excoriation: 0, lichenification: 0 };
const INITIAL: State = { ageGroup: 'adult', headNeck: ZERO, trunk: ZERO, upperLimbs: ZERO, lowerLimbs: ZERO };

const AREA_MARKS = EASI_AREA_SCORE_LABELS.map((_, value) => ({ value, label: String(value) }));
// Steps as numbers under the track (the value text names the step): a word under the last step
// has no room at 390 px and broke letter by letter ('Severe' and its translations alike), as SCORAD's marks are.
const SIGN_MARKS = EASI_SEVERITY_LABELS.map((_, value) => ({ value, label: String(value) }));

/** An area score's range of the region in the locale's format: '1-9%', '1–9 %'. */
const areaText = (score: number) => t(EASI_AREA_SCORE_LABELS[score]!);

/** /calculators/easi (public): one tab per region with area and four sign sliders; live total with per-region scores. */
export default function EasiPage({ signedIn }: CalculatorPageProps) {
  const [state, setState] = useState<State>(INITIAL);
  const evaluation = evaluateCalculator('easi', state);
  const setRegion = (id: EasiRegionId, key: keyof Region, value: number) =>
    setState((s) => ({ ...s, [id]: { ...s[id], [key]: value } }));
  const weights = EASI_WEIGHT_TENTHS[state.ageGroup];
  const inputs = [
    state.ageGroup === 'adult' ? t('Age 8 y or older') : t('Age 0-7 y'),
    ...EASI_REGIONS.map(({ id, name }) => {
      const r = state[id];
      return t('{region} area {score} ({range}), E{erythema} O{oedema} X{excoriation} L{lichenification}', {
        region: t(name), score: r.areaScore, range: areaText(r.areaScore),
        erythema: r.erythema, oedema: r.oedemaPapulation, excoriation: r.excoriation, lichenification: r.lichenification,
      });
    }),
  ];

  return (
    <CalculatorPage slug="easi" onReset={() => setState(INITIAL)} signedIn={signedIn} inputs={inputs}
      result={evaluation.status === 'ok' ? evaluation.result : null} pending={pendingMessage(evaluation, {})}
      interpretation={
        <List.Root ps="4" gap="1">
          <List.Item>{t('0 clear; 0.1-1.0 almost clear; 1.1-7.0 mild; 7.1-21.0 moderate; 21.1-50.0 severe; 50.1-72.0 very severe (Leshem 2015).')}</List.Item>
          <List.Item>{t('Area score per region: 0 = 0%, 1 = 1-9%, 2 = 10-29%, 3 = 30-49%, 4 = 50-69%, 5 = 70-89%, 6 = 90-100%.')}</List.Item>
          <List.Item>{t('Signs: 0 none, 1 mild, 2 moderate, 3 severe; half steps are not used here.')}</List.Item>
        </List.Root>
      }>
      <ChoiceField name="ageGroup" label={t('Age (sets the region weights)')} value={state.ageGroup} onChange={(ageGroup) => setState((s) => ({ ...s, ageGroup }))}
        columns={{ base: 2 }}
        options={[
          { value: 'adult', label: t('8 years or older'), description: t('Weights 0.1 / 0.3 / 0.2 / 0.4') },
          { value: 'child', label: t('0-7 years'), description: t('Weights 0.2 / 0.3 / 0.2 / 0.3') },
        ]} />
      <Tabs.Root defaultValue="headNeck" variant="enclosed" fitted colorPalette="brand">
        <Tabs.List w="full">
          {EASI_REGIONS.map(({ id, name }) => (
            <Tabs.Trigger key={id} value={id} minH="11" h="auto" py="2" px="1.5" whiteSpace="normal" textAlign="center" fontSize={{ base: 'xs', sm: 'sm' }}>
              {t(name)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {EASI_REGIONS.map(({ id, name }) => {
          const r = state[id];
          const region = t(name);
          return (
            <Tabs.Content key={id} value={id}>
              <Stack gap="6">
                <Text fontSize="sm" color="fg.muted">
                  {t('{region}: weight {weight}. Area score and the average severity of each sign in this region.', { region, weight: formatNumber(weights[id] / 10, 1) })}
                </Text>
                <ScoreSlider label={t('Area affected')} hiddenLabelPrefix={`${region}:`} min={0} max={6} value={r.areaScore} marks={AREA_MARKS}
                  valueText={(v) => `${v} (${areaText(v)})`} onChange={(v) => setRegion(id, 'areaScore', v)} />
                {SIGNS.map((sign) => (
                  <ScoreSlider key={sign.id} label={t(sign.label)} hiddenLabelPrefix={`${region}:`} min={0} max={3} value={r[sign.id]} marks={SIGN_MARKS}
                    valueText={(v) => `${v} – ${t(EASI_SEVERITY_LABELS[v]!)}`} onChange={(v) => setRegion(id, sign.id, v)} />
                ))}
              </Stack>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </CalculatorPage>
  );
}
