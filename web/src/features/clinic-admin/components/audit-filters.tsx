import { Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField } from '../../../components/form-field';
import { DateInput } from '../../../components/local-date-inputs';
import { SelectField } from '../../../components/native-select';
import { PatientSearchField } from '../../../components/patient-search-field';
import { TouchSized } from '../../../components/touch-sized';
import { t } from '../../../i18n';
import { useZodForm } from '../../../lib/use-zod-form';
import { membersQuery, type AuditFilterValues } from '../api';
import { AuditFilterDraftSchema, EMPTY_AUDIT_FILTER_DRAFT } from '../audit-filters-schema';

export const NO_FILTERS: AuditFilterValues = { userId: '', patientId: '', from: '', to: '' };

/** Who, which patient, which days: applied together with 'Apply'; a reversed range is refused with a message. */
export function AuditFilters({ onApply }: { onApply: (filters: AuditFilterValues) => void }) {
  const members = useQuery(membersQuery);
  const form = useZodForm(AuditFilterDraftSchema, EMPTY_AUDIT_FILTER_DRAFT);
  const { userId, patient, from, to } = form.values;
  const [patientKey, setPatientKey] = useState(0); // remounts the picker so Clear empties its text too

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const filters = form.validate();
    if (filters) onApply(filters);
  };
  const clear = () => {
    form.reset();
    setPatientKey((k) => k + 1);
    onApply(NO_FILTERS);
  };

  const people = (members.data ?? []).map((m) => [String(m.id), m.name] as const);
  return (
    <TouchSized>
      <form onSubmit={apply} noValidate aria-label={t('Audit filters')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
          <FormField label={t('User')}>
            <SelectField name="auditUser" value={userId} onChange={(v) => form.setField('userId', v)} placeholder={t('Everyone')} options={people} />
          </FormField>
          <FormField label={t('Patient')}>
            <PatientSearchField key={patientKey} value={patient} onChange={(p) => form.setField('patient', p)} name="auditPatient" testId="audit-patient-options" />
          </FormField>
          <FormField label={t('From')}>
            <DateInput name="auditFrom" value={from} onChange={(day) => form.setField('from', day)} />
          </FormField>
          <FormField label={t('To')} error={form.errors.to && t(form.errors.to)}>
            <DateInput name="auditTo" value={to} onChange={(day) => form.setField('to', day)} />
          </FormField>
        </SimpleGrid>
        <Flex gap="3" mt="4" wrap="wrap">
          <Button type="submit" colorPalette="brand" minH="11">{t('Apply filters')}</Button>
          <Button type="button" variant="outline" minH="11" onClick={clear}>{t('Clear')}</Button>
        </Flex>
      </form>
    </TouchSized>
  );
}
