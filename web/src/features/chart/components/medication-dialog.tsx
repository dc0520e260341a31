import { Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import {
  MEDICATION_STATUSES,
  MedicationInputSchema,
  MedicationUpdateSchema,
  type Medication,
  type MedicationInput,
  type MedicationSafetyAlert,
  type MedicationUpdate,
} from '../../../../../core/schemas/chart';
import { conceptLabel } from '../../../../../core/schemas/coding';
import { FormField } from '../../../components/form-field';
import { DateInput } from '../../../components/local-date-inputs';
import { SelectField } from '../../../components/native-select';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useAddMedication, useUpdateMedication } from '../api';
import { ChartItemDialog, useVersionedSave } from './chart-item-dialog';
import { handleSaveError } from './conflict-notice';
import { MedicationAlerts } from './medication-alerts';
import type { WireMessage } from '../../../../../core/i18n/wire-message';
import { localText } from '../../../lib/local-text';
import { alertMessage } from '../../../lib/safety-alert-text';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { codeText, optionLabel } from '../chart-labels';

const today = () => new Date().toLocaleDateString('en-CA');
const EMPTY: MedicationInput = { codings: [], text: '', dose: '', route: '', frequency: '', status: 'active', startDate: today(), prescriber: '' };

/**
 * Add a medication. The server checks it against the active medications and allergies: a severe
 * alert answers 409 and nothing is stored; the alerts are shown and the save stays blocked until
 * the prescriber gives an override reason, then it is sent again with `overrideReason`. Moderate
 * alerts come with the stored medication and are shown without blocking.
 */
export function AddMedicationDialog({ patientId, prescriber, onClose }: { patientId: number; prescriber: string; onClose: () => void }) {
  const form = useZodForm(MedicationInputSchema, { ...EMPTY, prescriber });
  const [blocking, setBlocking] = useState<{ alerts: MedicationSafetyAlert[]; notChecked: WireMessage[] } | null>(null);
  const add = useAddMedication(patientId);
  const v = form.values;

  const changeDrug = (text: string) => {
    form.setField('text', text);
    // An override answers the alerts of the drug they were about; a different drug is checked afresh.
    if (blocking) {
      setBlocking(null);
      form.setField('overrideReason', undefined);
    }
  };

  const submit = () => {
    const data = form.validate();
    if (!data) return;
    add.mutate(data as MedicationInput, {
      onSuccess: (outcome) => {
        if (!outcome.saved) {
          setBlocking({ alerts: outcome.alerts, notChecked: outcome.notChecked });
          form.setField('overrideReason', '');
          return;
        }
        const name = conceptLabel(outcome.created.medication);
        // After an override the prescriber has just read every alert in this dialog: no need to repeat them.
        if (blocking) notify(t('{name} added', { name }), t('Your override reason was recorded.'), 'success');
        else if (outcome.created.alerts.length > 0 || outcome.created.patientNotChecked.length > 0) {
          const said = [...outcome.created.alerts.map((a) => `${t(codeText(a.severity))}: ${a.template ? alertMessage(a) : t(a.message)}`), ...outcome.created.patientNotChecked.map(localText)];
          notify(t('{name} added, with alerts', { name }), said.join(' '), 'warning');
        }
        else notify(t('Medication added'), name, 'success');
        onClose();
      },
      onError: (err) => handleSaveError<never>(err, { onConflict: () => undefined, setServerErrors: form.setServerErrors, failure: msg('Failed to add the medication. Please try again.') }),
    });
  };

  return (
    <ChartItemDialog title={t('Add medication')} onClose={onClose} onSubmit={submit} saving={add.isPending} savingText={t('Checking...')}
      saveLabel={blocking ? t('Override and save') : t('Save medication')} danger={blocking !== null}>
      {blocking && <MedicationAlerts alerts={blocking.alerts} notChecked={blocking.notChecked} blocking />}
      {blocking && (
        <FormField label={t('Reason for override')} error={form.errors.overrideReason} required>
          <Textarea name="overrideReason" value={v.overrideReason ?? ''} rows={2} autoFocus
            onChange={(e) => form.setField('overrideReason', e.target.value)} placeholder={t('e.g. Tolerated amoxicillin in 2024 without reaction')} />
        </FormField>
      )}
      <FormField label={t('Medication')} error={form.errors.text} required helper={t('Drug, strength and form, e.g. Amoxicillin 500 mg capsule')}>
        <Input name="text" value={v.text ?? ''} onChange={(e) => changeDrug(e.target.value)} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField label={t('Dose')} error={form.errors.dose}>
          <Input name="dose" value={v.dose ?? ''} onChange={(e) => form.setField('dose', e.target.value)} placeholder={t('500 mg')} />
        </FormField>
        <FormField label={t('Route')} error={form.errors.route}>
          <Input name="route" value={v.route ?? ''} onChange={(e) => form.setField('route', e.target.value)} placeholder={t('Oral')} />
        </FormField>
        <FormField label={t('Frequency')} error={form.errors.frequency}>
          <Input name="frequency" value={v.frequency ?? ''} onChange={(e) => form.setField('frequency', e.target.value)} placeholder={t('Three times daily')} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('Start date')} error={form.errors.startDate}>
          <DateInput name="startDate" value={v.startDate ?? ''} onChange={(day) => form.setField('startDate', day)} />
        </FormField>
        <FormField label={t('Prescriber')} error={form.errors.prescriber}>
          <Input name="prescriber" value={v.prescriber ?? ''} onChange={(e) => form.setField('prescriber', e.target.value)} />
        </FormField>
      </SimpleGrid>
    </ChartItemDialog>
  );
}

type EditForm = MedicationUpdate;
const LABELS = { dose: msg('Dose'), route: msg('Route'), frequency: msg('Frequency'), status: msg('Status'), stopDate: msg('Stop date') };
const toEditForm = (m: Medication): EditForm => ({
  dose: m.dose ?? '', route: m.route ?? '', frequency: m.frequency ?? '', status: m.status, startDate: m.startDate ?? '', stopDate: m.stopDate ?? '',
  prescriber: m.prescriber ?? '', version: m.version,
});

/** Change a medication's dose, route, frequency, or stop it (a different drug is a new medication). */
export function EditMedicationDialog({ patientId, medication, onClose }: { patientId: number; medication: Medication; onClose: () => void }) {
  const form = useZodForm(MedicationUpdateSchema, toEditForm(medication));
  const update = useUpdateMedication(patientId);
  const v = form.values;
  const setStatus = (status: string) => {
    form.setField('status', status as EditForm['status']);
    if (status === 'stopped' && !v.stopDate) form.setField('stopDate', today());
  };
  const { conflict, submit } = useVersionedSave<Medication, EditForm>({
    form, labels: LABELS, toForm: toEditForm, failure: msg('Failed to update the medication. Please try again.'),
    save: (data, callbacks) => update.mutate({ id: medication.id, input: data as EditForm }, callbacks),
    onSaved: () => {
      notify(t('Medication updated'), conceptLabel(medication), 'success');
      onClose();
    },
  });
  return (
    <ChartItemDialog title={t('Edit {name}', { name: conceptLabel(medication) })} onClose={onClose} onSubmit={submit} saveLabel={t('Save changes')} saving={update.isPending} conflict={conflict}>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField label={t('Dose')} error={form.errors.dose}>
          <Input name="dose" value={v.dose ?? ''} onChange={(e) => form.setField('dose', e.target.value)} />
        </FormField>
        <FormField label={t('Route')} error={form.errors.route}>
          <Input name="route" value={v.route ?? ''} onChange={(e) => form.setField('route', e.target.value)} />
        </FormField>
        <FormField label={t('Frequency')} error={form.errors.frequency}>
          <Input name="frequency" value={v.frequency ?? ''} onChange={(e) => form.setField('frequency', e.target.value)} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('Status')} error={form.errors.status}>
          <SelectField name="status" ariaLabel={t('Status')} value={v.status ?? 'active'} options={MEDICATION_STATUSES.map((s) => [s, t(optionLabel(s))] as const)} onChange={setStatus} />
        </FormField>
        <FormField label={t('Stop date')} error={form.errors.stopDate}>
          <DateInput name="stopDate" value={v.stopDate ?? ''} onChange={(day) => form.setField('stopDate', day)} />
        </FormField>
      </SimpleGrid>
    </ChartItemDialog>
  );
}
