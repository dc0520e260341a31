import { Badge, HStack, Text } from '@chakra-ui/react';
import { APPOINTMENT_TYPES } from '../../../../../core/schemas/appointments';
import { StethoscopeIcon, VideoIcon } from '../../../components/icons';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS, appointmentLabel } from '../../../lib/appointment-labels';
import { t } from '../../../i18n';

/** Colour and icon of each appointment type: the legend, the badge and the card's edge share them. */
const TYPE_STYLE: Record<string, { palette: string; Icon: typeof VideoIcon }> = {
  'Office Visit': { palette: 'brand', Icon: StethoscopeIcon },
  Telehealth: { palette: 'purple', Icon: VideoIcon },
};

export const typeStyle = (type: string) => TYPE_STYLE[type] ?? { palette: 'gray', Icon: StethoscopeIcon };

/** The appointment's type as a coloured badge with its icon. */
export function TypeBadge({ type }: { type: string }) {
  const { palette, Icon } = typeStyle(type);
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" gap="1">
      <Icon boxSize="3.5" />
      {t(appointmentLabel(APPOINTMENT_TYPE_LABELS, type))}
    </Badge>
  );
}

/** Spec §2: the legend of types (Office Visit, Telehealth). */
export function TypeLegend() {
  return (
    <HStack as="ul" aria-label={t('Appointment types')} gap="4" listStyleType="none" wrap="wrap" data-testid="type-legend">
      {APPOINTMENT_TYPES.map((type) => {
        const { palette, Icon } = typeStyle(type);
        return (
          <HStack as="li" key={type} gap="1.5">
            <Icon boxSize="4" color={`${palette}.solid`} />
            <Text fontSize="sm" color="fg.muted">{t(APPOINTMENT_TYPE_LABELS[type])}</Text>
          </HStack>
        );
      })}
    </HStack>
  );
}

const STATUS_PALETTE: Record<string, string> = { Scheduled: 'gray', Confirmed: 'green', Pending: 'orange', Completed: 'teal', Cancelled: 'red' };

/** The appointment's status as a badge. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="outline" size="md">{t(appointmentLabel(APPOINTMENT_STATUS_LABELS, status))}</Badge>;
}
