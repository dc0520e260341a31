import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Appointment } from '../../../../../core/schemas/appointments';
import { CalendarIcon, PlusIcon } from '../../../components/icons';
import { useInSlices } from '../../../lib/in-slices';
import type { AppointmentStatus } from '../api';
import { type CalendarView, countScheduled, daysToList, formatDayHeading, groupByDay, scheduledLabel } from '../calendar.utils';
import { AppointmentCard } from './appointment-card';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';

/** Spec §9: loading shows 3 placeholders. */
export const LOADING_PLACEHOLDERS = 3;

const EMPTY_DESCRIPTION: Record<CalendarView, string> = {
  day: msg('There are no appointments scheduled for this date.'),
  week: msg('There are no appointments scheduled for this week.'),
  month: msg('There are no appointments scheduled for this month.'),
};

interface ListProps {
  dateKey: string;
  view: CalendarView;
  appointments: Appointment[] | undefined;
  loading: boolean;
  busyId: number | null;
  onAdd: () => void;
  onStatus: (a: Appointment, status: AppointmentStatus) => void;
  onCancel: (a: Appointment) => void;
}

/** The day's cards; a week's seven days (empty ones too); a month's busy days; or the empty state. Rendered in slices (lib/in-slices.ts). */
export function AppointmentList({ dateKey, view, appointments: answer, loading, busyId, onAdd, onStatus, onCancel }: ListProps) {
  const { value: appointments, catchingUp } = useInSlices(answer);
  if (loading || (catchingUp && appointments === undefined)) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t('Loading appointments')}>
        {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => <Skeleton key={i} h={{ base: '40', md: '24' }} rounded="md" data-testid="appointment-skeleton" />)}
      </Stack>
    );
  }
  if (!appointments || appointments.length === 0) {
    return (
      <Stack align="center" py="10" gap="2" textAlign="center" data-testid="appointments-empty">
        <CalendarIcon boxSize="10" color="fg.subtle" />
        <Text fontWeight="semibold">{t('No appointments scheduled')}</Text>
        <Text color="fg.muted">{t(EMPTY_DESCRIPTION[view])}</Text>
        <Button mt="2" colorPalette="brand" variant="outline" onClick={onAdd}><PlusIcon /> {t('Add Appointment')}</Button>
      </Stack>
    );
  }

  const cards = (list: Appointment[]) => (
    <Stack as="ul" gap="3" listStyleType="none">
      {list.map((a) => <AppointmentCard key={a.id} appointment={a} busy={busyId === a.id} onStatus={onStatus} onCancel={onCancel} />)}
    </Stack>
  );
  if (view === 'day') return cards(appointments);

  const byDay = groupByDay(appointments);
  return (
    <Stack gap="5">
      {daysToList(dateKey, view, byDay).map((key) => {
        const list = byDay.get(key) ?? [];
        return (
          <Stack as="section" key={key} gap="2" aria-label={formatDayHeading(key)} data-testid="appointment-day">
            <Heading as="h3" size="sm" display="flex" gap="2" alignItems="baseline" flexWrap="wrap" borderBottomWidth="1px" pb="1"
              color={key === dateKey ? 'brand.fg' : undefined}>
              {formatDayHeading(key)}
              <Text as="span" fontSize="xs" fontWeight="normal" color="fg.muted">
                {list.length ? scheduledLabel(countScheduled(list)) : t('No appointments')}
              </Text>
            </Heading>
            {list.length > 0 && cards(list)}
          </Stack>
        );
      })}
    </Stack>
  );
}
