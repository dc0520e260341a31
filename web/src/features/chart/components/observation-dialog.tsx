import { Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { COMMON_LAB_ANALYTES } from '../../../../../core/chart/lab-codes';
import { BLOOD_PRESSURE_PANEL_LOINC, DIASTOLIC_LOINC, SYSTOLIC_LOINC, VITAL_SIGNS } from '../../../../../core/chart/vital-signs';
import { preferredEntryUnit, unitLabel } from '../../../../../core/chart/vital-units';
import { INTERPRETATIONS, ObservationInputSchema, type ObservationInput } from '../../../../../core/schemas/chart';
import { LOINC } from '../../../../../core/schemas/coding';
import type { UnitPreferences } from '../../../../../core/schemas/user';
import { FormField } from '../../../components/form-field';
import { DateTimeInput } from '../../../components/local-date-inputs';
import { SelectField } from '../../../components/native-select';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateObservation } from '../api';
import { ChartItemDialog } from './chart-item-dialog';
import { handleSaveError } from './conflict-notice';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { INTERPRETATION_LABELS } from '../chart-labels';

/** What is being entered: blood pressure, another vital sign, a known lab analyte, or any other value.
 *  `label` is the English name (stored as the observation's text, shown through t()). */
type Measure = { id: string; label: string; category: 'vital-signs' | 'laboratory'; loinc?: string; ucum?: string };

const VITAL_MEASURES: Measure[] = [
  { id: 'bloodPressure', label: msg('Blood pressure'), category: 'vital-signs', loinc: BLOOD_PRESSURE_PANEL_LOINC },
  ...VITAL_SIGNS.filter((v) => !['bloodPressure', 'systolic', 'diastolic', 'bmi'].includes(v.key)).map((v) => ({ id: v.key, label: v.name, category: 'vital-signs' as const, loinc: v.loinc, ucum: v.ucum })),
];
const LAB_MEASURES: Measure[] = [
  ...COMMON_LAB_ANALYTES.map((a) => ({ id: a.loinc, label: a.name, category: 'laboratory' as const, loinc: a.loinc, ucum: a.ucum })),
  { id: 'other', label: msg('Other laboratory value'), category: 'laboratory' },
];

const parseNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(',', '.')));
/** The local date and time now, as a datetime-local input writes it. */
const nowLocal = () => {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
};
const localToIso = (local: string) => {
  const ms = Date.parse(local);
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
};

/**
 * Add a vital sign (entered in the user's units: kg/lb, cm/in, °C/°F, mmHg/kPa, stored with its
 * UCUM unit) or a lab value with its reference range. `kind` picks the list it starts from.
 */
export function ObservationDialog({ patientId, kind, prefs, onClose }: { patientId: number; kind: 'vital-signs' | 'laboratory'; prefs: UnitPreferences; onClose: () => void }) {
  const measures = kind === 'vital-signs' ? VITAL_MEASURES : LAB_MEASURES;
  const [measure, setMeasure] = useState<Measure>(measures[0]!);
  const entryUnit = (m: Measure) => (m.id === 'bloodPressure' ? preferredEntryUnit('mm[Hg]', prefs) : m.ucum ? (m.category === 'vital-signs' ? preferredEntryUnit(m.ucum, prefs) : m.ucum) : '');
  const initial: ObservationInput = { category: kind, status: 'final', codings: [], text: '', unit: entryUnit(measures[0]!), effectiveAt: localToIso(nowLocal()) };
  const form = useZodForm(ObservationInputSchema, describe(initial, measures[0]!));
  const [texts, setTexts] = useState({ value: '', systolic: '', diastolic: '', low: '', high: '', when: nowLocal() });
  const create = useCreateObservation(patientId);
  const v = form.values;
  const unit = v.unit ?? '';

  function describe(base: ObservationInput, m: Measure): ObservationInput {
    return {
      ...base,
      category: m.category,
      codings: m.loinc ? [{ system: LOINC, code: m.loinc, display: m.label }] : [],
      text: m.id === 'other' ? '' : m.label,
    };
  }

  const chooseMeasure = (id: string) => {
    const m = measures.find((x) => x.id === id)!;
    setMeasure(m);
    form.setValues((prev) => ({ ...describe(prev, m), unit: entryUnit(m), components: undefined, valueNumber: null }));
    setTexts((t) => ({ ...t, value: '', systolic: '', diastolic: '' }));
  };

  const setText = (key: keyof typeof texts, text: string) => {
    const next = { ...texts, [key]: text };
    setTexts(next);
    if (key === 'value') form.setField('valueNumber', parseNumber(text));
    if (key === 'systolic' || key === 'diastolic') {
      const s = parseNumber(next.systolic);
      const d = parseNumber(next.diastolic);
      // Only a complete pair is a reading; half of one is "Please enter a value."
      form.setField('components', s !== null && d !== null ? [
        { codings: [{ system: LOINC, code: SYSTOLIC_LOINC, display: 'Systolic blood pressure' }], valueNumber: s, unit },
        { codings: [{ system: LOINC, code: DIASTOLIC_LOINC, display: 'Diastolic blood pressure' }], valueNumber: d, unit },
      ] : undefined);
    }
    if (key === 'low' || key === 'high') {
      const low = parseNumber(next.low);
      const high = parseNumber(next.high);
      form.setField('referenceRange', low === null && high === null ? null : { ...(low !== null ? { low } : {}), ...(high !== null ? { high } : {}) });
    }
    if (key === 'when') form.setField('effectiveAt', localToIso(text));
  };

  const submit = () => {
    const data = form.validate();
    if (!data) return;
    create.mutate(data as ObservationInput, {
      onSuccess: () => {
        notify(t('{name} recorded', { name: measure.id === 'other' ? v.text : t(measure.label) }), undefined, 'success');
        onClose();
      },
      onError: (err) => handleSaveError<never>(err, { onConflict: () => undefined, setServerErrors: form.setServerErrors, failure: msg('Failed to save the value. Please try again.') }),
    });
  };

  const bp = measure.id === 'bloodPressure';
  const shownUnit = unitLabel(unit);
  return (
    <ChartItemDialog title={kind === 'vital-signs' ? t('Record vital sign') : t('Add lab value')} onClose={onClose} onSubmit={submit} saveLabel={t('Save')} saving={create.isPending}>
      <FormField label={kind === 'vital-signs' ? t('Vital sign') : t('Test')}>
        <SelectField name="measure" ariaLabel={kind === 'vital-signs' ? t('Vital sign') : t('Test')} value={measure.id} options={measures.map((m) => [m.id, t(m.label)] as const)} onChange={chooseMeasure} />
      </FormField>
      {measure.id === 'other' && (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('Test name')} error={form.errors.text} required>
            <Input name="text" value={v.text ?? ''} onChange={(e) => form.setField('text', e.target.value)} placeholder={t('e.g. Ferritin')} />
          </FormField>
          <FormField label={t('Unit (UCUM)')} error={form.errors.unit}>
            <Input name="unit" value={v.unit ?? ''} onChange={(e) => form.setField('unit', e.target.value)} placeholder={t('e.g. ng/mL')} />
          </FormField>
        </SimpleGrid>
      )}
      {bp ? (
        <SimpleGrid columns={2} gap="4">
          <FormField label={t('Systolic ({unit})', { unit: shownUnit })} error={form.errors.components ?? form.errors.valueNumber} required>
            <Input name="systolic" inputMode="decimal" value={texts.systolic} onChange={(e) => setText('systolic', e.target.value)} />
          </FormField>
          <FormField label={t('Diastolic ({unit})', { unit: shownUnit })} required>
            <Input name="diastolic" inputMode="decimal" value={texts.diastolic} onChange={(e) => setText('diastolic', e.target.value)} />
          </FormField>
        </SimpleGrid>
      ) : (
        <FormField label={shownUnit ? t('Value ({unit})', { unit: shownUnit }) : t('Value')} error={form.errors.valueNumber} required>
          <Input name="value" inputMode="decimal" value={texts.value} onChange={(e) => setText('value', e.target.value)} />
        </FormField>
      )}
      {kind === 'laboratory' && (
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="4">
          <FormField label={t('Range low')} error={form.errors.referenceRange}>
            <Input name="rangeLow" inputMode="decimal" value={texts.low} onChange={(e) => setText('low', e.target.value)} />
          </FormField>
          <FormField label={t('Range high')}>
            <Input name="rangeHigh" inputMode="decimal" value={texts.high} onChange={(e) => setText('high', e.target.value)} />
          </FormField>
          <FormField label={t('Flag')} error={form.errors.interpretation}>
            <SelectField name="interpretation" ariaLabel={t('Flag')} value={v.interpretation ?? ''} placeholder={t('None')}
              options={INTERPRETATIONS.map((i) => [i, t(INTERPRETATION_LABELS[i] ?? i)] as const)}
              onChange={(val) => form.setField('interpretation', (val || null) as ObservationInput['interpretation'])} />
          </FormField>
        </SimpleGrid>
      )}
      <FormField label={kind === 'vital-signs' ? t('Measured at') : t('Collected at')} error={form.errors.effectiveAt} required>
        <DateTimeInput name="effectiveAt" value={texts.when} onChange={(when) => setText('when', when)} />
      </FormField>
    </ChartItemDialog>
  );
}
