import { Alert, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { GENDERS, PatientInputSchema, type Patient, type PatientInput } from '../../../../../core/schemas/patients';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { ApiRequestError } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';
import { useCreatePatient, useUpdatePatient } from '../api';
import { GENDER_LABELS } from '../../../lib/gender-labels';

const EMPTY: PatientInput = { fullName: '', age: '' as unknown as number, gender: '' as PatientInput['gender'], condition: '', contactNumber: '', email: '' };
const FIELD_LABELS: Record<string, string> = { fullName: msg('Full name'), age: msg('Age'), gender: msg('Gender'), condition: msg('Condition'), contactNumber: msg('Contact number'), email: msg('Email') };

function toForm(p: Patient): PatientInput {
  return { fullName: p.fullName, age: p.age, gender: p.gender as PatientInput['gender'], condition: p.condition ?? '', contactNumber: p.contactNumber ?? '', email: p.email ?? '' };
}

function withoutCondition(input: PatientInput): PatientInput {
  const { condition: _clinical, ...demographics } = input;
  return demographics;
}

interface Conflict {
  mine: PatientInput;
  current: Patient;
}

/**
 * 'Add New Patient' and 'Edit Patient Information' (spec §2, §5, §8). An edit that lost a race shows
 * both versions. Mount it per opening (with a key): its form starts from `patient`.
 */
export function PatientFormDialog({ open, onClose, patient, onSaved }: { open: boolean; onClose: () => void; patient?: Patient; onSaved?: (p: Patient) => void }) {
  const editing = patient !== undefined;
  const formId = useId();
  const form = useZodForm(PatientInputSchema, patient ? toForm(patient) : EMPTY);
  const [version, setVersion] = useState(patient?.version ?? 1);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const create = useCreatePatient();
  const update = useUpdatePatient();
  // Front desk registers demographics only: no condition field, and none sent (which would clear it).
  const clinical = useCan('clinical:read');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const validated = form.validate();
    if (!validated) return;
    const data = clinical ? validated : withoutCondition(validated as PatientInput);
    const input = form.values;
    if (!editing) {
      create.mutate(data as PatientInput, {
        onSuccess: (p) => {
          notify(t('Success!'), t('Patient has been added successfully.'), 'success');
          onSaved?.(p);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
          notify(t('Error'), t('Failed to add patient. Please try again.'), 'error');
        },
      });
      return;
    }
    update.mutate(
      { id: patient.id, version, input: data as PatientInput },
      {
        onSuccess: (p) => {
          notify(t('Success!'), t('Patient has been updated successfully.'), 'success');
          onSaved?.(p);
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.status === 409) {
            // Show the record as it is now; keep what this user typed visible so nothing is lost.
            const current = err.body.current as Patient | undefined;
            if (current) {
              setConflict({ mine: input, current });
              form.reset(toForm(current));
              setVersion(current.version);
            }
            notify(t('Error'), t(err.message), 'error');
            return;
          }
          if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
          notify(t('Error'), t('Failed to update patient. Please try again.'), 'error');
        },
      },
    );
  };

  const v = form.values;
  const pending = create.isPending || update.isPending;
  const differences = conflict
    ? (Object.keys(FIELD_LABELS) as (keyof PatientInput)[]).filter((k) => String(conflict.mine[k] ?? '') !== String(toForm(conflict.current)[k] ?? ''))
    : [];

  return (
    <AppDialog open={open} onClose={onClose} title={editing ? t('Edit Patient Information') : t('Add New Patient')} keepOpenOnOutside
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={pending} loadingText={t('Saving...')}>
            {editing ? t('Save Changes') : t('Add Patient')}
          </Button>
        </>
      }>
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          {conflict && (
            <Alert.Root status="warning" data-testid="patient-conflict">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('Someone else changed this record while you were editing.')}</Alert.Title>
                <Alert.Description>
                  <Text>{t('The form now shows the current record. Your changes were not saved:')}</Text>
                  {differences.map((k) => (
                    <Text key={k} fontSize="sm">{t('{field}: you entered “{mine}”, now “{current}”.', { field: t(FIELD_LABELS[k] ?? k), mine: String(conflict.mine[k] ?? ''), current: String(toForm(conflict.current)[k] ?? '') })}</Text>
                  ))}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <FormField label={t('Full Name')} error={form.errors.fullName} required>
            <Input name="fullName" value={v.fullName} onChange={(e) => form.setField('fullName', e.target.value)} placeholder={t('e.g. Maria Lopez')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('Age')} error={form.errors.age} required>
              <Input name="age" type="number" inputMode="numeric" min={1} max={120} value={String(v.age ?? '')}
                onChange={(e) => form.setField('age', e.target.value as unknown as number)} />
            </FormField>
            <FormField label={t('Gender')} error={form.errors.gender} required>
              <SelectField name="gender" ariaLabel={t('Gender')} value={String(v.gender ?? '')} placeholder={t('Select gender')}
                options={GENDERS.map((g) => [g, t(GENDER_LABELS[g])] as const)} onChange={(val) => form.setField('gender', val as PatientInput['gender'])} />
            </FormField>
          </SimpleGrid>
          {clinical && (
            <FormField label={t('Condition')} error={form.errors.condition}>
              <Input name="condition" value={v.condition ?? ''} onChange={(e) => form.setField('condition', e.target.value)} placeholder={t('e.g. Hypertension')} />
            </FormField>
          )}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('Contact Number')} error={form.errors.contactNumber}>
              <Input name="contactNumber" type="tel" value={v.contactNumber ?? ''} onChange={(e) => form.setField('contactNumber', e.target.value)} />
            </FormField>
            <FormField label={t('Email')} error={form.errors.email}>
              <Input name="email" type="email" value={v.email ?? ''} onChange={(e) => form.setField('email', e.target.value)} />
            </FormField>
          </SimpleGrid>
        </Stack>
      </form>
    </AppDialog>
  );
}
