import { Input, SimpleGrid } from '@chakra-ui/react';
import { PROBLEM_STATUSES, ProblemInputSchema, ProblemUpdateSchema, type Problem, type ProblemInput } from '../../../../../core/schemas/chart';
import { FormField } from '../../../components/form-field';
import { DateInput } from '../../../components/local-date-inputs';
import { SelectField } from '../../../components/native-select';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateProblem, useUpdateProblem } from '../api';
import { ChartItemDialog, useVersionedSave } from './chart-item-dialog';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { optionLabel } from '../chart-labels';

type Form = ProblemInput & { version?: number };
const LABELS = { text: msg('Problem'), clinicalStatus: msg('Status'), onsetDate: msg('Onset'), abatementDate: msg('Resolved on') };
const toForm = (p: Problem): Form => ({ codings: p.codings, text: p.text ?? '', clinicalStatus: p.clinicalStatus, onsetDate: p.onsetDate ?? '', abatementDate: p.abatementDate ?? '', version: p.version });
const EMPTY: Form = { codings: [], text: '', clinicalStatus: 'active', onsetDate: '', abatementDate: '' };

/** Add or edit a problem (a coded one keeps its codes; the text is what the doctor reads). Mount per opening. */
export function ProblemDialog({ patientId, problem, onClose }: { patientId: number; problem?: Problem; onClose: () => void }) {
  const editing = problem !== undefined;
  const form = useZodForm(editing ? ProblemUpdateSchema : ProblemInputSchema, (problem ? toForm(problem) : EMPTY) as never);
  const create = useCreateProblem(patientId);
  const update = useUpdateProblem(patientId);
  const v = form.values as Form;
  const set = <K extends keyof Form>(k: K, value: Form[K]) => form.setField(k as never, value as never);
  const { conflict, submit } = useVersionedSave<Problem, Form>({
    form, labels: LABELS, toForm, failure: msg('Failed to save the problem. Please try again.'),
    save: (data, callbacks) => (editing ? update.mutate({ id: problem.id, input: data as never }, callbacks) : create.mutate(data as ProblemInput, callbacks)),
    onSaved: () => {
      notify(t('Problem saved'), undefined, 'success');
      onClose();
    },
  });

  return (
    <ChartItemDialog title={editing ? t('Edit problem') : t('Add problem')} onClose={onClose} onSubmit={submit} saveLabel={t('Save problem')}
      saving={create.isPending || update.isPending} conflict={conflict}>
      <FormField label={t('Problem')} error={form.errors.text} required={v.codings?.length === 0}>
        <Input name="text" value={v.text ?? ''} onChange={(e) => set('text', e.target.value)} placeholder={t('e.g. Type 2 diabetes mellitus')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <FormField label={t('Status')} error={form.errors.clinicalStatus}>
          <SelectField name="clinicalStatus" ariaLabel={t('Status')} value={v.clinicalStatus ?? 'active'} options={PROBLEM_STATUSES.map((s) => [s, t(optionLabel(s))] as const)}
            onChange={(val) => set('clinicalStatus', val as Form['clinicalStatus'])} />
        </FormField>
        <FormField label={t('Onset')} error={form.errors.onsetDate}>
          <DateInput name="onsetDate" value={v.onsetDate ?? ''} onChange={(day) => set('onsetDate', day)} />
        </FormField>
        <FormField label={t('Resolved on')} error={form.errors.abatementDate}>
          <DateInput name="abatementDate" value={v.abatementDate ?? ''} onChange={(day) => set('abatementDate', day)} />
        </FormField>
      </SimpleGrid>
    </ChartItemDialog>
  );
}
