import { Badge, Box, Button, Flex, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Patient } from '../../../../../core/schemas/patients';
import { EditIcon, EyeIcon, TrashIcon } from '../../../components/icons';
import { useInSlices } from '../../../lib/in-slices';
import { useCan } from '../../../lib/permissions';
import { formatDateTime } from '../../../lib/format';
import { t } from '../../../i18n';
import { genderLabel } from '../../../lib/gender-labels';

/** Rows of patients with View / Edit / Delete; stacks into cards on narrow screens. Rendered in slices (lib/in-slices.ts). */
export function PatientList({ patients, loading, onView, onEdit, onDelete }: {
  patients: Patient[];
  loading: boolean;
  onView: (p: Patient) => void;
  onEdit: (p: Patient) => void;
  onDelete: (p: Patient) => void;
}) {
  const canEdit = useCan('patients:write');
  const canDelete = useCan('patients:delete');
  const rows = useInSlices(patients);
  if (loading || (rows.catchingUp && rows.value.length === 0)) {
    return (
      <Stack gap="2">
        {[0, 1, 2].map((i) => <Skeleton key={i} h="16" rounded="md" />)}
      </Stack>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" borderWidth="1px" rounded="md" bg="bg" data-testid="patient-list">
      {rows.value.map((p) => (
        <Flex as="li" key={p.id} px="4" py="3" gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}
          borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="patient-row">
          <Box flex="1" minW="0">
            <Button variant="plain" p="0" h="auto" fontWeight="semibold" onClick={() => onView(p)} color="fg">{p.fullName}</Button>
            <Text fontSize="sm" color="fg.muted">
              {t('{age} y', { age: p.age })} · {genderLabel(p.gender)}
              {p.contactNumber ? ` · ${p.contactNumber}` : ''}
              {p.email ? ` · ${p.email}` : ''}
            </Text>
            {p.nextAppointmentAt && (
              <Text fontSize="xs" color="brand.fg">{t('Next: {time}', { time: formatDateTime(p.nextAppointmentAt) })}</Text>
            )}
          </Box>
          {p.condition && <Badge variant="subtle" colorPalette="brand" maxW="full" truncate>{p.condition}</Badge>}
          <HStack gap="1" alignSelf={{ base: 'flex-end', md: 'center' }}>
            <IconButton variant="ghost" size="md" aria-label={t('View {name}', { name: p.fullName })} onClick={() => onView(p)}><EyeIcon /></IconButton>
            {canEdit && <IconButton variant="ghost" size="md" aria-label={t('Edit {name}', { name: p.fullName })} onClick={() => onEdit(p)}><EditIcon /></IconButton>}
            {canDelete && <IconButton variant="ghost" size="md" colorPalette="red" aria-label={t('Delete {name}', { name: p.fullName })} onClick={() => onDelete(p)}><TrashIcon /></IconButton>}
          </HStack>
        </Flex>
      ))}
    </Stack>
  );
}
