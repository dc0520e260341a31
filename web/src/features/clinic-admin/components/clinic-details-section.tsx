import { Button, Input, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ClinicUpdateSchema, type ClinicDetails } from '../../../../../core/schemas/clinic-admin';
import { FormField } from '../../../components/form-field';
import { TouchSized } from '../../../components/touch-sized';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useClinicDetails, useUpdateClinic } from '../api';

type Values = { name: string; address: string; phone: string; email: string };
const valuesOf = (c: ClinicDetails): Values => ({ name: c.name, address: c.address ?? '', phone: c.phone ?? '', email: c.email ?? '' });

/** The clinic's name and contact details; the region is fixed at creation (data residency). */
export function ClinicDetailsSection() {
  const clinic = useClinicDetails();
  if (clinic.isPending) return <Skeleton h="40" />;
  if (clinic.isError) return <Text color="fg.error">{clinic.error.message}</Text>;
  return <ClinicDetailsForm clinic={clinic.data} />;
}

function ClinicDetailsForm({ clinic }: { clinic: ClinicDetails }) {
  const [values, setValues] = useState(() => valuesOf(clinic));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useUpdateClinic();
  const set = (key: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ClinicUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      return setErrors(out);
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        notify('Clinic details saved', undefined, 'success');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0]])));
        notify('Clinic details not saved', err.message, 'error');
      },
    });
  };

  return (
    <TouchSized>
      <form onSubmit={submit} noValidate aria-label="Clinic details">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Clinic name" error={errors.name} required>
              <Input name="clinicName" value={values.name} onChange={set('name')} maxLength={100} />
            </FormField>
            <FormField label="Region" helper="Where the clinic's data is stored. Fixed when the clinic was created.">
              <Input name="region" value={clinic.region.toUpperCase()} readOnly bg="bg.muted" />
            </FormField>
            <FormField label="Phone" error={errors.phone}>
              <Input name="clinicPhone" type="tel" value={values.phone} onChange={set('phone')} maxLength={40} />
            </FormField>
            <FormField label="Email" error={errors.email}>
              <Input name="clinicEmail" type="email" value={values.email} onChange={set('email')} maxLength={254} />
            </FormField>
          </SimpleGrid>
          <FormField label="Address" error={errors.address}>
            <Textarea name="clinicAddress" value={values.address} onChange={set('address')} maxLength={300} rows={2} />
          </FormField>
          <Button type="submit" colorPalette="brand" minH="11" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">Save details</Button>
        </Stack>
      </form>
    </TouchSized>
  );
}
