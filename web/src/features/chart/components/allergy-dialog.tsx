import { Input, SimpleGrid } from '@chakra-ui/react';
import {
  ALLERGY_CATEGORIES,
  ALLERGY_CRITICALITIES,
  ALLERGY_SEVERITIES,
  ALLERGY_STATUSES_CLINICAL,
  AllergyInputSchema,
  AllergyUpdateSchema,
  type Allergy,
  type AllergyInput,
} from '../../../../../core/schemas/chart';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateAllergy, useUpdateAllergy } from '../api';
import { ChartItemDialog, useVersionedSave } from './chart-item-dialog';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { optionLabel } from '../chart-labels';

const LABELS = { text: msg('Substance'), reaction: msg('Reaction'), severity: msg('Severity'), criticality: msg('Criticality'), category: msg('Category'), clinicalStatus: msg('Status') };
const options = (values: readonly string[]) => values.map((v) => [v, t(optionLabel(v))] as const);

type Form = AllergyInput & { version?: number };
const toForm = (a: Allergy): Form => ({
  codings: a.codings, text: a.text ?? '', reaction: a.reaction ?? '', severity: a.severity, criticality: a.criticality, category: a.category,
  clinicalStatus: a.clinicalStatus, version: a.version,
});
const EMPTY: Form = { codings: [], text: '', reaction: '', severity: null, criticality: null, category: 'medication', clinicalStatus: 'active' };

/** Add or edit an allergy (shared schema; a stale edit shows what changed). Mount per opening. */
export function AllergyDialog({ patientId, allergy, onClose }: { patientId: number; allergy?: Allergy; onClose: () => void }) {
  const editing = allergy !== undefined;
  const form = useZodForm(editing ? AllergyUpdateSchema : AllergyInputSchema, (allergy ? toForm(allergy) : EMPTY) as never);
  const create = useCreateAllergy(patientId);
  const update = useUpdateAllergy(patientId);
  const v = form.values as Form;
  const set = <K extends keyof Form>(k: K, value: Form[K]) => form.setField(k as never, value as never);
  const { conflict, submit } = useVersionedSave<Allergy, Form>({
    form, labels: LABELS, toForm, failure: msg('Failed to save the allergy. Please try again.'),
    save: (data, callbacks) => (editing ? update.mutate({ id: allergy.id, input: data as never }, callbacks) : create.mutate(data as AllergyInput, callbacks)),
    onSaved: () => {
      notify(t('Allergy saved'), undefined, 'success');
      onClose();
    },
  });

  return (
    <ChartItemDialog title={editing ? t('Edit allergy') : t('Add allergy')} onClose={onClose} onSubmit={submit} saveLabel={t('Save allergy')}
      saving={create.isPending || update.isPending} conflict={conflict}>
      <FormField label={t('Substance')} error={form.errors.text} required helper={t('E.g. Penicillin, Peanut, Latex')}>
        <Input name="text" value={v.text ?? ''} onChange={(e) => set('text', e.target.value)} />
      </FormField>
      <FormField label={t('Reaction')} error={form.errors.reaction}>
        <Input name="reaction" value={v.reaction ?? ''} onChange={(e) => set('reaction', e.target.value)} placeholder={t('e.g. Hives, anaphylaxis')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('Severity')} error={form.errors.severity}>
          <SelectField name="severity" ariaLabel={t('Severity')} value={v.severity ?? ''} placeholder={t('Not known')} options={options(ALLERGY_SEVERITIES)}
            onChange={(val) => set('severity', (val || null) as Form['severity'])} />
        </FormField>
        <FormField label={t('Criticality')} error={form.errors.criticality} helper={t('High: risk of a life-threatening reaction')}>
          <SelectField name="criticality" ariaLabel={t('Criticality')} value={v.criticality ?? ''} placeholder={t('Not known')} options={options(ALLERGY_CRITICALITIES)}
            onChange={(val) => set('criticality', (val || null) as Form['criticality'])} />
        </FormField>
        <FormField label={t('Category')} error={form.errors.category}>
          <SelectField name="category" ariaLabel={t('Category')} value={v.category ?? ''} placeholder={t('Not known')} options={options(ALLERGY_CATEGORIES)}
            onChange={(val) => set('category', (val || null) as Form['category'])} />
        </FormField>
        {editing && (
          <FormField label={t('Status')} error={form.errors.clinicalStatus}>
            <SelectField name="clinicalStatus" ariaLabel={t('Status')} value={v.clinicalStatus ?? 'active'} options={options(ALLERGY_STATUSES_CLINICAL)}
              onChange={(val) => set('clinicalStatus', val as Form['clinicalStatus'])} />
          </FormField>
        )}
      </SimpleGrid>
    </ChartItemDialog>
  );
}
