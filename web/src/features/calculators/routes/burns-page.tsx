import { Box, Field, Flex, Heading, Input, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  LUND_BROWDER_COLUMNS,
  LUND_BROWDER_REGIONS,
  PALM_PERCENT_TBSA,
  RULE_OF_NINES_REGIONS,
  lundBrowderRegionPercent,
  type LundBrowderColumn,
} from '../../../../../core/calculators/burns';
import { formatFixed } from '../../../../../core/calculators/numeric';
import { SelectField } from '../../../components/native-select';
import { CalculatorPage } from '../components/calculator-page';
import { NumberField } from '../components/fields';
import { burnsInputFromState, clampPercentText, effectiveLundBrowderColumn, initialBurnsState, type BurnsFormState, type BurnsMethod } from '../burns.utils';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { convertText } from '../units.utils';

const METHODS: readonly { value: BurnsMethod; label: string }[] = [
  { value: 'rule-of-nines', label: 'Rule of nines (adult)' },
  { value: 'lund-browder', label: 'Lund–Browder (child)' },
  { value: 'manual', label: 'Manual %TBSA' },
];

/** Age range each Lund–Browder column is used for (core/calculators/burns lundBrowderColumnForAge). */
const COLUMN_LABELS: Record<LundBrowderColumn, string> = {
  '0': 'under 1 year',
  '1': '1-4 years',
  '5': '5-9 years',
  '10': '10-14 years',
  '15': '15-17 years',
  adult: 'adult (18 and over)',
};

const COLUMN_OPTIONS = [
  ['', 'From the age'],
  ...LUND_BROWDER_COLUMNS.map((c) => [c, `Column for ${COLUMN_LABELS[c]}`] as const),
] as const;

/** One region: its share of the body and how much of it is burned (partial or full thickness). */
function RegionRow({ name, share, value, onChange, error, unitLabel = '% of region burned' }: {
  name: string;
  share: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  unitLabel?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} borderBottomWidth="1px" pb="2">
      <Flex w="full" align="center" gap="3">
        <Field.Label flex="1" minW="0" mb="0" display="block">
          <Text as="span" display="block" fontWeight="medium">{name}</Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">{share} · {unitLabel}</Text>
        </Field.Label>
        <Input inputMode="decimal" autoComplete="off" w="24" flexShrink={0} textAlign="right" size={{ base: 'lg', md: 'md' }}
          value={value} placeholder="0" onChange={(e) => onChange(e.currentTarget.value)} />
      </Flex>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** /calculators/burns: burned area by rule of nines, Lund–Browder (children) or manual entry, with Parkland fluids. */
export default function BurnsPage({ signedIn, unitPreferences }: CalculatorPageProps) {
  const [state, setState] = useState<BurnsFormState>(() => initialBurnsState(unitPreferences.weight));
  const evaluation = evaluateCalculator('burns', burnsInputFromState(state));
  const err = (path: string) => fieldError(evaluation, path);
  const set = <K extends keyof BurnsFormState>(key: K, value: BurnsFormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const column = effectiveLundBrowderColumn(state);
  const inputs = summarise(state, column);

  return (
    <CalculatorPage slug="burns" signedIn={signedIn} inputs={inputs} onReset={() => setState((s) => initialBurnsState(s.weightUnit))}
      result={evaluation.status === 'ok' ? evaluation.result : null}
      pending={pendingMessage(evaluation, { ageColumn: 'the child’s age (or choose a chart column)', tbsaPercent: 'the burned area' })}
      interpretation={
        <Stack gap="1">
          <Text>Count partial- and full-thickness burns only; superficial (first-degree) erythema is excluded.</Text>
          <Text>Adult rule of nines: head and neck 9%, upper limbs 18%, trunk 36%, lower limbs 36%, genitals 1% (total 100%). The patient’s palm with fingers is about 1% for scattered burns. In children the head is larger: use the Lund–Browder chart.</Text>
          <Text>Formal fluid resuscitation is usually indicated from 20% TBSA in adults and 10-15% in children.</Text>
        </Stack>
      }>
      <Tabs.Root value={state.method} onValueChange={(d) => set('method', d.value as BurnsMethod)} variant="enclosed" fitted colorPalette="brand">
        <Tabs.List w="full">
          {METHODS.map((m) => (
            <Tabs.Trigger key={m.value} value={m.value} minH="11" h="auto" py="2" px="1.5" whiteSpace="normal" textAlign="center" fontSize={{ base: 'xs', sm: 'sm' }}>
              {m.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="rule-of-nines">
          <Stack gap="2" role="group" aria-label="Body regions, rule of nines">
            <Text fontSize="sm" color="fg.muted">For each region, enter how much of it is burned (100 = the whole region).</Text>
            {RULE_OF_NINES_REGIONS.map((r) => (
              <RegionRow key={r.id} name={r.name} share={`${r.percent}% TBSA`} value={state.ruleOfNines[r.id]}
                error={err(`regionsPercentBurned.${r.id}`)} onChange={(t) => setState((s) => ({ ...s, ruleOfNines: { ...s.ruleOfNines, [r.id]: t } }))} />
            ))}
            <RegionRow name="Hands / palm areas" share={`${PALM_PERCENT_TBSA}% each`} unitLabel="number of palm-sized areas (scattered burns)"
              value={state.palmAreasText} error={err('palmAreas')} onChange={(t) => set('palmAreasText', t)} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="lund-browder">
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <NumberField name="lundBrowderAge" label="Age" unit="years" value={state.lundBrowderAgeText} onChange={(t) => set('lundBrowderAgeText', t)}
                helper={column ? `Chart column for ${COLUMN_LABELS[column]}` : 'Sets the chart column'} />
              <Field.Root>
                <Field.Label>Chart column</Field.Label>
                <SelectField name="lundBrowderColumn" value={state.lundBrowderColumn} options={COLUMN_OPTIONS}
                  onChange={(v) => set('lundBrowderColumn', v as LundBrowderColumn | '')} />
              </Field.Root>
            </SimpleGrid>
            <Stack gap="2" role="group" aria-label="Body regions, Lund–Browder chart">
              {LUND_BROWDER_REGIONS.map((r) => (
                <RegionRow key={r.id} name={r.name} share={column ? `${Number(formatFixed(lundBrowderRegionPercent(r.id, column), 2))}% TBSA` : '–% TBSA'}
                  value={state.lundBrowder[r.id]} error={err(`regionsPercentBurned.${r.id}`)}
                  onChange={(t) => setState((s) => ({ ...s, lundBrowder: { ...s.lundBrowder, [r.id]: t } }))} />
              ))}
            </Stack>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="manual">
          <NumberField name="manualTbsa" label="Burned area" unit="% TBSA" value={state.manualTbsaText} error={err('tbsaPercent')}
            onChange={(t) => set('manualTbsaText', clampPercentText(t))} helper="0-100%; values outside are clamped." />
        </Tabs.Content>
      </Tabs.Root>

      <Box borderTopWidth="1px" pt="4">
        <Heading as="h2" size="sm" mb="1">Fluid resuscitation (Parkland)</Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">Optional: give the weight for 24-hour Lactated Ringer’s volumes and rates.</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberField name="weight" label="Weight" value={state.weightText} error={err('weightKg')} onChange={(t) => set('weightText', t)}
            unitSwitch={{ options: ['kg', 'lb'] as const, value: state.weightUnit,
              onChange: (u) => setState((s) => ({ ...s, weightUnit: u, weightText: convertText('weight', s.weightText, s.weightUnit, u) })) }} />
          <NumberField name="hoursSinceBurn" label="Hours since the burn" unit="h" value={state.hoursSinceBurnText} error={err('hoursSinceBurn')}
            onChange={(t) => set('hoursSinceBurnText', t)} helper="Optional, 0 to under 8: sets the first-period rate." />
        </SimpleGrid>
      </Box>
    </CalculatorPage>
  );
}

function summarise(state: BurnsFormState, column: LundBrowderColumn | undefined): string[] {
  const out: string[] = [];
  if (state.method === 'rule-of-nines') {
    out.push('Rule of nines');
    for (const r of RULE_OF_NINES_REGIONS) {
      const v = parseNumberText(state.ruleOfNines[r.id]);
      if (v) out.push(`${r.name.replace(/ \(.*\)$/, '')} ${v}% burned`);
    }
    const palms = parseNumberText(state.palmAreasText);
    if (palms) out.push(`${palms} palm areas`);
  } else if (state.method === 'lund-browder') {
    out.push(`Lund–Browder column for ${column ? COLUMN_LABELS[column] : '?'}`);
    for (const r of LUND_BROWDER_REGIONS) {
      const v = parseNumberText(state.lundBrowder[r.id]);
      if (v) out.push(`${r.name} ${v}% burned`);
    }
  } else {
    out.push(`Manual ${state.manualTbsaText || 0}% TBSA`);
  }
  if (state.weightText) out.push(`Weight ${state.weightText} ${state.weightUnit}`);
  if (state.hoursSinceBurnText) out.push(`${state.hoursSinceBurnText} h since burn`);
  return out;
}
