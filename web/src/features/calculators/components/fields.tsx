import { Box, Button, CheckboxCard, Field, Flex, Group, HStack, Input, RadioCard, SimpleGrid, Slider, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';

// Calculator inputs: every field labelled with its unit, its schema message underneath, and touch
// targets of at least 44 px on phones. Labels arrive translated; an `error` is the schema's English
// text (marked with msg() in core) and is translated here, as components/form-field.tsx does.

const TOUCH = { base: '11', md: '10' } as const;

/** A two-way unit switch (e.g. kg | lb) as pressed buttons; `optionLabel` names options that are words, not units. */
export function UnitSwitch<U extends string>({ label, options, value, onChange, optionLabel }: {
  label: string;
  options: readonly U[];
  value: U;
  onChange: (unit: U) => void;
  optionLabel?: (option: U) => string;
}) {
  return (
    <Group attached role="group" aria-label={label} flexShrink={0}>
      {options.map((u) => (
        <Button key={u} size="xs" minH={{ base: '11', md: '8' }} minW={{ base: '14', md: '12' }} aria-pressed={u === value}
          variant={u === value ? 'solid' : 'outline'} colorPalette="brand" onClick={() => onChange(u)}>
          {optionLabel ? optionLabel(u) : u}
        </Button>
      ))}
    </Group>
  );
}

/** A numeric input whose label carries its unit; optional unit switch beside the label. */
export function NumberField<U extends string>({ name, label, unit, value, onChange, error, helper, placeholder, unitSwitch, disabled }: {
  name: string;
  label: string;
  unit?: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  helper?: ReactNode;
  placeholder?: string;
  unitSwitch?: { options: readonly U[]; value: U; onChange: (unit: U) => void };
  disabled?: boolean;
}) {
  const shownUnit = unitSwitch?.value ?? unit;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Flex w="full" align="flex-end" justify="space-between" gap="2" wrap="wrap">
        <Field.Label mb="0">{shownUnit ? `${label} (${shownUnit})` : label}</Field.Label>
        {unitSwitch && <UnitSwitch label={t('{label} unit', { label })} {...unitSwitch} />}
      </Flex>
      <Input name={name} inputMode="decimal" autoComplete="off" value={value} placeholder={placeholder}
        size={{ base: 'lg', md: 'md' }} onChange={(e) => onChange(e.currentTarget.value)} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

/** One choice out of a few (radio cards: native radios, arrow-key navigation). */
export function ChoiceField<T extends string>({ name, label, options, value, onChange, error, columns, helper }: {
  name: string;
  label: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  columns?: { base?: number; sm?: number; md?: number };
  helper?: ReactNode;
}) {
  return (
    <Box>
      <RadioCard.Root name={name} value={value} onValueChange={(d) => d.value && onChange(d.value as T)} size="sm" colorPalette="brand" variant="surface"
        orientation="horizontal" align="center" invalid={Boolean(error)} aria-describedby={error ? `${name}-error` : undefined}>
        <RadioCard.Label fontWeight="medium" fontSize="sm" mb="1.5">{label}</RadioCard.Label>
        <SimpleGrid columns={columns ?? { base: Math.min(options.length, 3) }} gap="2">
          {options.map((o) => (
            <RadioCard.Item key={o.value} value={o.value} minH={TOUCH}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl py="2" px="3" alignItems="center">
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{o.label}</RadioCard.ItemText>
                  {/* Chakra dims the description to 64 % opacity, under WCAG AA on the checked card: full-strength muted text instead. */}
                  {o.description && <RadioCard.ItemDescription opacity="1" color="fg.muted">{o.description}</RadioCard.ItemDescription>}
                </RadioCard.ItemContent>
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {helper && !error && <Text mt="1" fontSize="xs" color="fg.muted">{helper}</Text>}
      {error && <Text id={`${name}-error`} mt="1" fontSize="sm" color="fg.error">{t(error)}</Text>}
    </Box>
  );
}

const YES_NO = [
  { value: 'yes', label: msg('Yes') },
  { value: 'no', label: msg('No') },
] as const;

/** A yes/no question that must be answered (undefined until it is). */
export function YesNoField({ name, label, value, onChange, error, helper }: {
  name: string;
  label: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  error?: string;
  helper?: ReactNode;
}) {
  return (
    <ChoiceField name={name} label={label} options={YES_NO.map((o) => ({ value: o.value, label: t(o.label) }))} value={value === undefined ? null : value ? 'yes' : 'no'}
      onChange={(v) => onChange(v === 'yes')} error={error} columns={{ base: 2 }} helper={helper} />
  );
}

/** A present/absent finding with the points it adds; `helper` says where a prefilled answer came from. */
export function FindingField({ label, description, points, checked, onChange, helper }: {
  label: string;
  description?: string;
  points?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helper?: ReactNode;
}) {
  return (
    <CheckboxCard.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} size="sm" colorPalette="brand" variant="surface">
      <CheckboxCard.HiddenInput />
      <CheckboxCard.Control minH={TOUCH} alignItems="center">
        <CheckboxCard.Indicator />
        <CheckboxCard.Content>
          <CheckboxCard.Label>{label}</CheckboxCard.Label>
          {description && <CheckboxCard.Description>{description}</CheckboxCard.Description>}
          {helper && <Text fontSize="xs" color="fg.muted" mt="0.5">{helper}</Text>}
        </CheckboxCard.Content>
        {points && <Text fontSize="sm" fontWeight="semibold" color="fg.muted" flexShrink={0}>{points}</Text>}
      </CheckboxCard.Control>
    </CheckboxCard.Root>
  );
}

/** A whole-step score slider (keyboard: arrows, Home/End) whose value text names the step. */
export function ScoreSlider({ label, hiddenLabelPrefix, min, max, value, onChange, valueText, marks }: {
  label: string;
  /** Read by screen readers before the label (e.g. the region on a tab), not shown. */
  hiddenLabelPrefix?: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  valueText?: (value: number) => string;
  marks?: readonly { value: number; label: ReactNode }[];
}) {
  const text = valueText ?? ((v: number) => String(v));
  return (
    <Slider.Root value={[value]} min={min} max={max} step={1} colorPalette="brand" size={{ base: 'lg', md: 'md' }}
      onValueChange={(d) => onChange(d.value[0] ?? min)} getAriaValueText={(d) => text(d.value)}>
      <HStack justify="space-between" align="baseline" gap="3">
        <Slider.Label fontWeight="medium">
          {hiddenLabelPrefix && <VisuallyHidden>{hiddenLabelPrefix} </VisuallyHidden>}
          {label}
        </Slider.Label>
        <Slider.ValueText fontSize="sm" color="fg.muted" textAlign="right">{text(value)}</Slider.ValueText>
      </HStack>
      <Slider.Control pt="3" pb={marks ? '7' : '3'} cursor="pointer">
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
        {marks && <Slider.Marks marks={marks.map((m) => ({ value: m.value, label: m.label }))} />}
      </Slider.Control>
    </Slider.Root>
  );
}
