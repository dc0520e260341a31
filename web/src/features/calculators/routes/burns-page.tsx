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
import { roundHalfUp } from '../../../../../core/calculators/numeric';
import { msg } from '../../../../../core/i18n/msg';
import { SelectField } from '../../../components/native-select';
import { t } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { CalculatorPage } from '../components/calculator-page';
import { NumberField } from '../components/fields';
import { burnsInputFromState, clampPercentText, effectiveLundBrowderColumn, initialBurnsState, type BurnsFormState, type BurnsMethod } from '../burns.utils';
import { evaluateCalculator, fieldError, parseNumberText, pendingMessage } from '../evaluate.utils';
import type { CalculatorPageProps } from '../types';
import { convertText } from '../units.utils';

const METHODS: readonly { value: BurnsMethod; label: string }[] = [
  { value: 'rule-of-nines', label: msg('Rule of nines (adult)') },
  { value: 'lund-browder', label: msg('Lund–Browder (child)') },
  { value: 'manual', label: msg('Manual %TBSA') },
];

/** Age range each Lund–Browder column is used for (core/calculators/burns lundBrowderColumnForAge). */
const COLUMN_LABELS: Record<LundBrowderColumn, string> = {
  '0': msg('under 1 year'),
  '1': msg('1-4 years'),
  '5': msg('5-9 years'),
  '10': msg('10-14 years'),
  '15': msg('15-17 years'),
  adult: msg('adult (18 and over)'),
};

const columnText = (column: LundBrowderColumn) => t('Column for {ages}', { ages: t(COLUMN_LABELS[column]) });

/** A region's share of the body in the locale's number format ('2.5% TBSA', '2,5 % VKOF'). */
const shareText = (percent: number | undefined) =>
  t('{percent}% TBSA', { percent: percent === undefined ? '–' : formatNumber(roundHalfUp(percent, 2)) });

/** One region: its share of the body and how much of it is burned (partial or full thickness). */
function RegionRow({ name, share, value, onChange, error, unitLabel = t('% of region burned') }: {
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
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
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
      pending={pendingMessage(evaluation, { ageColumn: msg('the child’s age (or choose a chart column)'), tbsaPercent: msg('the burned area') })}
      interpretation={
        <Stack gap="1">
          <Text>{t('Count partial- and full-thickness burns only; superficial (first-degree) erythema is excluded.')}</Text>
          <Text>{t('Adult rule of nines: head and neck 9%, upper limbs 18%, trunk 36%, lower limbs 36%, genitals 1% (total 100%). The patient’s palm with fingers is about 1% for scattered burns. In children the head is larger: use the Lund–Browder chart.')}</Text>
          <Text>{t('Formal fluid resuscitation is usually indicated from 20% TBSA in adults and 10-15% in children.')}</Text>
        </Stack>
      }>
      <Tabs.Root value={state.method} onValueChange={(d) => set('method', d.value as BurnsMethod)} variant="enclosed" fitted colorPalette="brand">
        <Tabs.List w="full">
          {METHODS.map((m) => (
            <Tabs.Trigger key={m.value} value={m.value} minH="11" h="auto" py="2" px="1.5" whiteSpace="normal" textAlign="center" fontSize={{ base: 'xs', sm: 'sm' }}>
              {t(m.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="rule-of-nines">
          <Stack gap="2" role="group" aria-label={t('Body regions, rule of nines')}>
            <Text fontSize="sm" color="fg.muted">{t('For each region, enter how much of it is burned (100 = the whole region).')}</Text>
            {RULE_OF_NINES_REGIONS.map((r) => (
              <RegionRow key={r.id} name={t(r.name)} share={shareText(r.percent)} value={state.ruleOfNines[r.id]}
                error={err(`regionsPercentBurned.${r.id}`)} onChange={(text) => setState((s) => ({ ...s, ruleOfNines: { ...s.ruleOfNines, [r.id]: text } }))} />
            ))}
            <RegionRow name={t('Hands / palm areas')} share={t('{percent}% each', { percent: formatNumber(PALM_PERCENT_TBSA) })} unitLabel={t('number of palm-sized areas (scattered burns)')}
              value={state.palmAreasText} error={err('palmAreas')} onChange={(text) => set('palmAreasText', text)} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="lund-browder">
          <Stack gap="3">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <NumberField name="lundBrowderAge" label={t('Age')} unit={t('years')} value={state.lundBrowderAgeText} onChange={(text) => set('lundBrowderAgeText', text)}
                helper={column ? t('Chart column for {ages}', { ages: t(COLUMN_LABELS[column]) }) : t('Sets the chart column')} />
              <Field.Root>
                <Field.Label>{t('Chart column')}</Field.Label>
                <SelectField name="lundBrowderColumn" value={state.lundBrowderColumn}
                  options={[['', t('From the age')], ...LUND_BROWDER_COLUMNS.map((c) => [c, columnText(c)] as const)]}
                  onChange={(v) => set('lundBrowderColumn', v as LundBrowderColumn | '')} />
              </Field.Root>
            </SimpleGrid>
            <Stack gap="2" role="group" aria-label={t('Body regions, Lund–Browder chart')}>
              {LUND_BROWDER_REGIONS.map((r) => (
                <RegionRow key={r.id} name={t(r.name)} share={shareText(column && lundBrowderRegionPercent(r.id, column))}
                  value={state.lundBrowder[r.id]} error={err(`regionsPercentBurned.${r.id}`)}
                  onChange={(text) => setState((s) => ({ ...s, lundBrowder: { ...s.lundBrowder, [r.id]: text } }))} />
              ))}
            </Stack>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="manual">
          <NumberField name="manualTbsa" label={t('Burned area')} unit={t('% TBSA')} value={state.manualTbsaText} error={err('tbsaPercent')}
            onChange={(text) => set('manualTbsaText', clampPercentText(text))} helper={t('0-100%; values outside are clamped.')} />
        </Tabs.Content>
      </Tabs.Root>

      <Box borderTopWidth="1px" pt="4">
        <Heading as="h2" size="sm" mb="1">{t('Fluid resuscitation (Parkland)')}</Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">{t('Optional: give the weight for 24-hour Lactated Ringer’s volumes and rates.')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <NumberField name="weight" label={t('Weight')} value={state.weightText} error={err('weightKg')} onChange={(text) => set('weightText', text)}
            unitSwitch={{ options: ['kg', 'lb'] as const, value: state.weightUnit,
              onChange: (u) => setState((s) => ({ ...s, weightUnit: u, weightText: convertText('weight', s.weightText, s.weightUnit, u) })) }} />
          <NumberField name="hoursSinceBurn" label={t('Hours since the burn')} unit="h" value={state.hoursSinceBurnText} error={err('hoursSinceBurn')}
            onChange={(text) => set('hoursSinceBurnText', text)} helper={t('Optional, 0 to under 8: sets the first-period rate.')} />
        </SimpleGrid>
      </Box>
    </CalculatorPage>
  );
}

/** The inputs line of the copied summary and the saved note, in the reader's language (numbers as typed). */
function summarise(state: BurnsFormState, column: LundBrowderColumn | undefined): string[] {
  const out: string[] = [];
  // A region's name without its parenthesis ('Trunk', not 'Trunk (anterior 18 + posterior 18)').
  const burned = (name: string, text: string) => {
    const value = parseNumberText(text);
    if (value) out.push(t('{region} {percent}% burned', { region: t(name).replace(/ \(.*\)$/, ''), percent: formatNumber(value, 20) }));
  };
  if (state.method === 'rule-of-nines') {
    out.push(t('Rule of nines'));
    for (const r of RULE_OF_NINES_REGIONS) burned(r.name, state.ruleOfNines[r.id]);
    const palms = parseNumberText(state.palmAreasText);
    if (palms) out.push(t('{count, plural, one {# palm area} other {# palm areas}}', { count: palms }));
  } else if (state.method === 'lund-browder') {
    out.push(t('Lund–Browder column for {ages}', { ages: column ? t(COLUMN_LABELS[column]) : '?' }));
    for (const r of LUND_BROWDER_REGIONS) burned(r.name, state.lundBrowder[r.id]);
  } else {
    out.push(t('Manual {percent}% TBSA', { percent: state.manualTbsaText || 0 }));
  }
  if (state.weightText) out.push(t('Weight {value} {unit}', { value: state.weightText, unit: state.weightUnit }));
  if (state.hoursSinceBurnText) out.push(t('{hours} h since burn', { hours: state.hoursSinceBurnText }));
  return out;
}
