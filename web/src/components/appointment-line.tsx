import { Badge, Flex, Text } from '@chakra-ui/react';
import type { Appointment } from '../../../core/schemas/appointments';
import { t } from '../i18n';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, appointmentLabel } from '../lib/appointment-labels';
import { formatDateTime } from '../lib/format';

/** One appointment in a patient's record (the chart and the record dialog): when, why, type and status. */
export function AppointmentLine({ appointment: a }: { appointment: Pick<Appointment, 'dateTime' | 'purpose' | 'type' | 'status'> }) {
  return (
    <Flex gap="2" wrap="wrap" align="center" fontSize="sm">
      <Text fontWeight="medium">{formatDateTime(a.dateTime)}</Text>
      <Text color="fg.muted">{a.purpose}</Text>
      <Badge>{t(appointmentLabel(APPOINTMENT_TYPE_LABELS, a.type))}</Badge>
      <Badge colorPalette={a.status === 'Cancelled' ? 'gray' : 'blue'}>{t(appointmentLabel(APPOINTMENT_STATUS_LABELS, a.status))}</Badge>
    </Flex>
  );
}
