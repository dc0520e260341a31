import { Box, Combobox, Field, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import type { Patient } from '../../../../../core/schemas/patients';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { patientPickerQuery } from '../api';
import { aiPatientAtom } from '../atoms';

const describe = (p: Patient) => [`Age ${p.age}`, p.gender, p.condition].filter(Boolean).join(' · ');

/**
 * Optional patient context: search the user's own clinic (GET /api/patients?q=&limit=20) and pick a
 * patient whose age, sex, condition and recent results the assistant may use.
 */
export function PatientContextPicker() {
  const [patient, setPatient] = useAtom(aiPatientAtom);
  const [input, setInput] = useState(patient?.fullName ?? '');
  const typed = input.trim() === patient?.fullName ? '' : input.trim();
  const q = useDebouncedValue(typed, 250);
  const search = useQuery({ ...patientPickerQuery(q), placeholderData: keepPreviousData });

  const collection = useMemo(() => {
    const found = search.data ?? [];
    const items = patient && !found.some((p) => p.id === patient.id) ? [patient, ...found] : found;
    return createListCollection({ items, itemToString: (p) => p.fullName, itemToValue: (p) => String(p.id) });
  }, [search.data, patient]);

  return (
    <Field.Root>
      <Field.Label>Patient context (optional)</Field.Label>
      <Combobox.Root
        collection={collection}
        inputValue={input}
        onInputValueChange={(e) => setInput(e.inputValue)}
        value={patient ? [String(patient.id)] : []}
        onValueChange={(e) => setPatient(e.items[0] ?? null)}
        inputBehavior="autohighlight"
        openOnClick
        placeholder="No patient: search by name or condition..."
        positioning={{ strategy: 'fixed', sameWidth: true, placement: 'bottom-start' }}
        width="full"
      >
        <Combobox.Control>
          <Combobox.Input name="patientContext" autoComplete="off" aria-label="Patient context" />
          <Combobox.IndicatorGroup>
            {search.isFetching && <Spinner size="xs" color="fg.muted" aria-hidden="true" />}
            <Combobox.ClearTrigger aria-label="Clear patient context" />
            <Combobox.Trigger aria-label="Show patients" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxH="18rem" data-testid="ai-patient-options">
            <Combobox.Empty px="3" py="2">
              {search.isError ? search.error.message : search.isFetching ? 'Searching...' : 'No patients found'}
            </Combobox.Empty>
            {collection.items.map((p) => (
              <Combobox.Item key={p.id} item={p} minH="11">
                <Box minW="0">
                  <Combobox.ItemText>{p.fullName}</Combobox.ItemText>
                  <Text fontSize="xs" color="fg.muted" truncate>{describe(p)}</Text>
                </Box>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.HelperText>
        {patient
          ? `The assistant sees ${patient.fullName}'s age, sex, condition and recent results, not their name or contact details.`
          : 'Only patients of your clinic. Leave empty for general questions.'}
      </Field.HelperText>
    </Field.Root>
  );
}
