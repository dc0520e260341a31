import { Box, Combobox, Spinner, Text, createListCollection } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Patient } from '../../../core/schemas/patients';
import { patientPickerQuery } from '../lib/patient-search';
import { t } from '../i18n';
import { useDebouncedValue } from '../lib/use-debounced-value';

const describe = (p: Patient) => [`Age ${p.age}`, p.gender, p.condition].filter(Boolean).join(' · ');

/**
 * Search-as-you-type patient choice (appointments, results, AI context): asks the server for the
 * first matches of what is typed, so it stays quick with thousands of patients. Place inside a
 * FormField (label) or give it an `ariaLabel`.
 */
export function PatientSearchField({ value, onChange, invalid, size, name = 'patient', ariaLabel, placeholder = t('Search by name or condition...'), testId = 'patient-options' }: {
  value: Patient | null;
  onChange: (p: Patient | null) => void;
  invalid?: boolean;
  size?: 'md' | 'lg';
  name?: string;
  ariaLabel?: string;
  placeholder?: string;
  testId?: string;
}) {
  const [input, setInput] = useState(value?.fullName ?? '');
  // Once a patient is chosen the box shows their name; the list then offers the usual first matches.
  const typed = input.trim() === value?.fullName ? '' : input.trim();
  const q = useDebouncedValue(typed, 250);
  const search = useQuery({ ...patientPickerQuery(q), placeholderData: keepPreviousData });

  const collection = useMemo(() => {
    const found = search.data ?? [];
    // The chosen patient stays in the collection, so the box keeps their name whatever the last search returned.
    const items = value && !found.some((p) => p.id === value.id) ? [value, ...found] : found;
    return createListCollection({ items, itemToString: (p) => p.fullName, itemToValue: (p) => String(p.id) });
  }, [search.data, value]);

  return (
    <Combobox.Root
      collection={collection}
      inputValue={input}
      onInputValueChange={(e) => setInput(e.inputValue)}
      value={value ? [String(value.id)] : []}
      onValueChange={(e) => onChange(e.items[0] ?? null)}
      inputBehavior="autohighlight"
      openOnClick
      invalid={invalid}
      {...(size ? { size } : {})}
      placeholder={placeholder}
      positioning={{ strategy: 'fixed', sameWidth: true, placement: 'bottom-start' }}
      width="full"
    >
      <Combobox.Control>
        <Combobox.Input name={name} autoComplete="off" {...(ariaLabel ? { 'aria-label': ariaLabel } : {})} />
        <Combobox.IndicatorGroup>
          {search.isFetching && <Spinner size="xs" color="fg.muted" aria-hidden="true" />}
          <Combobox.ClearTrigger aria-label={t('Clear patient')} />
          <Combobox.Trigger aria-label={t('Show patients')} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content maxH="18rem" data-testid={testId}>
          <Combobox.Empty px="3" py="2">
            {search.isError ? search.error.message : search.isFetching ? t('Searching...') : t('No patients found')}
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
  );
}
