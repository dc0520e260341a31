import { Button, Input, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { ClinicUpdateSchema, type ClinicDetails } from '../../../../../core/schemas/clinic-admin';
import { FormField } from '../../../components/form-field';
import { TouchSized } from '../../../components/touch-sized';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useClinicDetails, useUpdateClinic } from '../api';
import { t } from '../../../i18n';

type Values = { name: string; address: string; phone: string; email: string };
const valuesOf = (c: ClinicDetails): Values => ({ name: c.name, address: c.address ?? '', phone: c.phone ?? '', email: c.email ?? '' });

/** The clinic's name and contact details; the region is fixed at creation (data residency). */
export function ClinicDetailsSection() {
  const clinic = useClinicDetails();
  if (clinic.isPending) return <Skeleton h="40" />;
  if (clinic.isError) return <Text color="fg.error">{t(clinic.error.message)}</Text>;
  return <ClinicDetailsForm clinic={clinic.data} />;
}

function ClinicDetailsForm({ clinic }: { clinic: ClinicDetails }) {
  const form = useZodForm(ClinicUpdateSchema, valuesOf(clinic));
  const save = useUpdateClinic();
  const v = form.values;
  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.setField(key, e.target.value);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    save.mutate(v, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        notify(t('Clinic details saved'), undefined, 'success');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(t('Clinic details not saved'), t(err.message), 'error');
      },
    });
  };

  return (
    <TouchSized>
      <form onSubmit={submit} noValidate aria-label={t('Clinic details')}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('Clinic name')} error={form.errors.name} required>
              <Input name="clinicName" value={v.name ?? ''} onChange={set('name')} maxLength={100} />
            </FormField>
            <FormField label={t('Region')} helper={t("Where the clinic's data is stored. Fixed when the clinic was created.")}>
              <Input name="region" value={clinic.region.toUpperCase()} readOnly bg="bg.muted" />
            </FormField>
            <FormField label={t('Phone')} error={form.errors.phone}>
              <Input name="clinicPhone" type="tel" value={v.phone ?? ''} onChange={set('phone')} maxLength={40} />
            </FormField>
            <FormField label={t('Email')} error={form.errors.email}>
              <Input name="clinicEmail" type="email" value={v.email ?? ''} onChange={set('email')} maxLength={254} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('Address')} error={form.errors.address}>
            <Textarea name="clinicAddress" value={v.address ?? ''} onChange={set('address')} maxLength={300} rows={2} />
          </FormField>
          <Button type="submit" colorPalette="brand" minH="11" alignSelf="flex-start" loading={save.isPending} loadingText={t('Saving...')}>{t('Save details')}</Button>
        </Stack>
      </form>
    </TouchSized>
  );
}
