import { Button, Flex } from '@chakra-ui/react';
import { toggleSpecialty } from '../guidelines.utils';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

/**
 * The specialty buttons (spec §2): an 'all' button, then one per specialty. Choosing the active
 * specialty again clears the filter (spec §4). One scrolling row on phones, wrapped on wider screens.
 */
export function SpecialtyFilter({ specialties, value, onChange, allLabel = msg('All Specialties') }: {
  specialties: readonly string[];
  value: string | null;
  onChange: (specialty: string | null) => void;
  allLabel?: string;
}) {
  const choices: { label: string; value: string | null }[] = [{ label: t(allLabel), value: null }, ...specialties.map((s) => ({ label: t(s), value: s }))];
  return (
    <Flex role="group" aria-label={t('Filter by specialty')} data-testid="specialty-filter" gap="2" py="1"
      flexWrap={{ base: 'nowrap', md: 'wrap' }} overflowX={{ base: 'auto', md: 'visible' }}
      mx={{ base: '-3', md: '0' }} px={{ base: '3', md: '0' }} css={{ scrollbarWidth: 'thin' }}>
      {choices.map((c) => {
        const active = c.value === value;
        return (
          <Button key={c.label} size="sm" rounded="full" flexShrink={0} minH={{ base: '11', md: '9' }} colorPalette="brand"
            variant={active ? 'solid' : 'outline'} aria-pressed={active} onClick={() => onChange(toggleSpecialty(value, c.value))}>
            {c.label}
          </Button>
        );
      })}
    </Flex>
  );
}
