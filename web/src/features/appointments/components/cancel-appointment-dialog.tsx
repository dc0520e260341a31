import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Appointment } from '../../../../../core/schemas/appointments';
import { formatLongDate, formatTimeRange, patientDisplay, toDateKey } from '../calendar.utils';
import { t } from '../../../i18n';

/** Asks before cancelling: a cancelled slot frees the doctor and drops out of the count (it can be reinstated from the status menu). */
export function CancelAppointmentDialog({ appointment, pending, onConfirm, onClose }: {
  appointment: Appointment | null;
  pending: boolean;
  onConfirm: (a: Appointment) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root role="alertdialog" open={appointment !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Cancel appointment?')}</Dialog.Title>
            </Dialog.Header>
            {appointment && (
              <Dialog.Body>
                <Text>
                  {patientDisplay(appointment).name}, {formatLongDate(toDateKey(new Date(appointment.dateTime)))},{' '}
                  {formatTimeRange(appointment.dateTime, appointment.endDateTime)}.
                </Text>
                <Text mt="2" color="fg.muted" fontSize="sm">{t('The time becomes free for other bookings.')}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('Keep appointment')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={pending} loadingText={t('Cancelling...')} onClick={() => appointment && onConfirm(appointment)}>
                {t('Cancel appointment')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
