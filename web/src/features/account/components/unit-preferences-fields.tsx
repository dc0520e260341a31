import { SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { UnitPreferences } from '../../../../../core/schemas/user';
import { t } from '../../../i18n';
import { UNIT_CHOICES } from '../account.utils';

/** The four unit choices (spec §3) as labelled two-way switches; used by calculators and displays. */
export function UnitPreferencesFields({ value, onChange }: { value: UnitPreferences; onChange: (next: UnitPreferences) => void }) {
  const id = useId();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
      {UNIT_CHOICES.map((choice) => (
        <Stack key={choice.key} gap="1.5">
          <Text id={`${id}-${choice.key}`} fontSize="sm" fontWeight="medium">{t(choice.label)}</Text>
          <SegmentGroup.Root size="lg" w="full" aria-labelledby={`${id}-${choice.key}`} data-testid={`unit-${choice.key}`}
            value={value[choice.key]}
            onValueChange={(e) => e.value && onChange({ ...value, [choice.key]: e.value } as UnitPreferences)}>
            <SegmentGroup.Indicator />
            {choice.options.map((o) => (
              <SegmentGroup.Item key={o.value} value={o.value} flex="1" justifyContent="center">
                <SegmentGroup.ItemText>{o.label}</SegmentGroup.ItemText>
                <SegmentGroup.ItemHiddenInput />
              </SegmentGroup.Item>
            ))}
          </SegmentGroup.Root>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
