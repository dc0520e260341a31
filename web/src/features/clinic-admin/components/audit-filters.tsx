import { Button, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Patient } from '../../../../../core/schemas/patients';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { PatientSearchField } from '../../../components/patient-search-field';
import { TouchSized } from '../../../components/touch-sized';
import { membersQuery, type AuditFilterValues } from '../api';

export const NO_FILTERS: AuditFilterValues = { userId: '', patientId: '', from: '', to: '' };

/** Who, which patient, which days: applied together with 'Apply'; a reversed range is refused with a message. */
export function AuditFilters({ onApply }: { onApply: (filters: AuditFilterValues) => void }) {
  const members = useQuery(membersQuery);
  const [userId, setUserId] = useState('');
  const [patient, setPatient] = useState<Patient | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rangeError, setRangeError] = useState<string>();
  const [patientKey, setPatientKey] = useState(0); // remounts the picker so Clear empties its text too

  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    if (from && to && from > to) return setRangeError('The start date must be on or before the end date.');
    setRangeError(undefined);
    onApply({ userId, patientId: patient ? String(patient.id) : '', from, to });
  };
  const clear = () => {
    setUserId('');
    setPatient(null);
    setPatientKey((k) => k + 1);
    setFrom('');
    setTo('');
    setRangeError(undefined);
    onApply(NO_FILTERS);
  };

  const people = (members.data ?? []).map((m) => [String(m.id), m.name] as const);
  return (
    <TouchSized>
      <form onSubmit={apply} noValidate aria-label="Audit filters">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" alignItems="end">
          <FormField label="User">
            <SelectField name="auditUser" value={userId} onChange={setUserId} placeholder="Everyone" options={people} />
          </FormField>
          <FormField label="Patient">
            <PatientSearchField key={patientKey} value={patient} onChange={setPatient} name="auditPatient" testId="audit-patient-options" />
          </FormField>
          <FormField label="From">
            <Input type="date" name="auditFrom" value={from} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label="To" error={rangeError}>
            <Input type="date" name="auditTo" value={to} onChange={(e) => setTo(e.target.value)} />
          </FormField>
        </SimpleGrid>
        <Flex gap="3" mt="4" wrap="wrap">
          <Button type="submit" colorPalette="brand" minH="11">Apply filters</Button>
          <Button type="button" variant="outline" minH="11" onClick={clear}>Clear</Button>
        </Flex>
      </form>
    </TouchSized>
  );
}
