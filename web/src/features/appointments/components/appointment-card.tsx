import { Box, Card, Flex, HStack, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { APPOINTMENT_STATUSES, type Appointment } from '../../../../../core/schemas/appointments';
import { CloseIcon, EditIcon } from '../../../components/icons';
import type { AppointmentStatus } from '../api';
import { formatTimeRange, patientDisplay } from '../calendar.utils';
import { StatusBadge, TypeBadge, typeStyle } from './appointment-type';
import { APPOINTMENT_STATUS_LABELS } from '../../../lib/appointment-labels';
import { t } from '../../../i18n';
import { genderLabel } from '../../../lib/gender-labels';

/**
 * One appointment (spec §2): time range, patient name, age, gender, purpose, type badge, and two icon
 * buttons that act: change the status, or cancel.
 */
export function AppointmentCard({ appointment: a, busy, onStatus, onCancel }: {
  appointment: Appointment;
  busy: boolean;
  onStatus: (a: Appointment, status: AppointmentStatus) => void;
  onCancel: (a: Appointment) => void;
}) {
  const patient = patientDisplay(a);
  const cancelled = a.status === 'Cancelled';
  const details = [t('Age {age}', { age: patient.age }), patient.gender && genderLabel(patient.gender)].filter(Boolean).join(' · ');
  const time = formatTimeRange(a.dateTime, a.endDateTime);

  return (
    <Card.Root as="li" size="sm" variant="outline" borderLeftWidth="4px" borderLeftColor={`${typeStyle(a.type).palette}.solid`}
      opacity={cancelled ? 0.7 : 1} data-testid="appointment-card" data-status={a.status} aria-busy={busy || undefined}>
      <Card.Body gap="2">
        <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Box minW="0">
            <Text fontWeight="semibold" textDecoration={cancelled ? 'line-through' : undefined} data-testid="appointment-time">{time}</Text>
            <Text fontSize="xs" color="fg.muted">{t('with {doctor}', { doctor: a.doctorName })}</Text>
          </Box>
          <HStack gap="2" wrap="wrap">
            <TypeBadge type={a.type} />
            <StatusBadge status={a.status} />
          </HStack>
        </Flex>
        <Flex justify="space-between" align="flex-end" gap="2">
          <Box flex="1" minW="0">
            <Text fontWeight="semibold" data-testid="appointment-patient">{patient.name}</Text>
            <Text fontSize="sm" color="fg.muted">{details}</Text>
            <Text fontSize="sm" mt="1" wordBreak="break-word">{a.purpose}</Text>
          </Box>
          <HStack gap="1" flexShrink="0">
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <IconButton variant="ghost" size={{ base: 'lg', md: 'md' }} aria-label={t('Change status of {name}’s {time} appointment', { name: patient.name, time })} disabled={busy}>
                  <EditIcon />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="12rem">
                    <Menu.RadioItemGroup value={a.status} onValueChange={(e) => e.value !== a.status && onStatus(a, e.value as AppointmentStatus)}>
                      <Menu.ItemGroupLabel>{t('Status')}</Menu.ItemGroupLabel>
                      {APPOINTMENT_STATUSES.map((s) => (
                        <Menu.RadioItem key={s} value={s} minH="11">
                          <Menu.ItemIndicator />
                          <Menu.ItemText>{t(APPOINTMENT_STATUS_LABELS[s])}</Menu.ItemText>
                        </Menu.RadioItem>
                      ))}
                    </Menu.RadioItemGroup>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <IconButton variant="ghost" colorPalette="red" size={{ base: 'lg', md: 'md' }} aria-label={t('Cancel {name}’s {time} appointment', { name: patient.name, time })}
              disabled={busy || cancelled} onClick={() => onCancel(a)}>
              <CloseIcon />
            </IconButton>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
