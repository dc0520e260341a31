import { Box, Button, Card, Flex, Grid, Heading, HStack, IconButton, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Appointment } from '../../../../../core/schemas/appointments';
import { checkedSegment } from '../../../components/checked-segment';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, PlusIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { appointmentsQuery, type AppointmentStatus, useChangeAppointmentStatus } from '../api';
import {
  CALENDAR_VIEWS, type CalendarView, countScheduled, formatLongDate, formatRange, groupByDay, isDateKey, scheduledLabel, shiftDate,
  toDateKey, weekDays,
} from '../calendar.utils';
import { AppointmentList } from '../components/appointment-list';
import { TypeLegend } from '../components/appointment-type';
import { CalendarGrid } from '../components/calendar-grid';
import { APPOINTMENT_STATUS_LABELS } from '../../../lib/appointment-labels';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';

const PREVIOUS: Record<string, string> = { day: msg('Previous day'), week: msg('Previous week'), month: msg('Previous month') };
const NEXT: Record<string, string> = { day: msg('Next day'), week: msg('Next week'), month: msg('Next month') };
import { useCan } from '../../../lib/permissions';

// The dialogs load when first opened: the scheduling form (its zod schemas, the patient search) and
// the cancel question are not part of the first screen, whose start-up work is total blocking time.
const ScheduleAppointmentDialog = lazy(async () => ({ default: (await import('../components/schedule-appointment-dialog')).ScheduleAppointmentDialog }));
const CancelAppointmentDialog = lazy(async () => ({ default: (await import('../components/cancel-appointment-dialog')).CancelAppointmentDialog }));

const isView = (v: string | null): v is CalendarView => CALENDAR_VIEWS.some((o) => o.value === v);

/**
 * /appointments (spec §2): calendar, Day/Week/Month, type legend, the list for the selected day,
 * week or month, and the scheduling dialog. The day and view live in the URL (?date=&view=), so a
 * reload or a shared link shows the same list.
 */
export default function AppointmentsPage() {
  const [today] = useState(() => toDateKey(new Date()));
  const [params, setParams] = useSearchParams();
  const date = isDateKey(params.get('date')) ? params.get('date')! : today;
  const view = isView(params.get('view')) ? (params.get('view') as CalendarView) : 'day';
  const select = (next: { date?: string; view?: CalendarView }) =>
    setParams({ date: next.date ?? date, view: next.view ?? view }, { replace: true });

  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [scheduling, setScheduling] = useState(0);
  const canSchedule = useCan('appointments:write');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);

  const list = useQuery(appointmentsQuery(date, view));
  const change = useChangeAppointmentStatus();
  const appointments = list.data;
  const range = formatRange(date, view);
  const week = view === 'week' ? new Set(weekDays(date)) : null;
  const busyDays = view === 'month' && appointments ? new Set(groupByDay(appointments.filter((a) => a.status !== 'Cancelled')).keys()) : undefined;

  const changeStatus = (a: Appointment, status: AppointmentStatus) =>
    change.mutate(
      { id: a.id, version: a.version, status },
      {
        onSuccess: () => {
          setCancelling(null);
          notify(status === 'Cancelled' ? t('Appointment cancelled') : t('Appointment updated'), t('Status is now {status}.', { status: t(APPOINTMENT_STATUS_LABELS[status]) }), 'success');
        },
        onError: (err) => {
          setCancelling(null);
          // 409: someone changed it first, or reinstating collides with a newer booking. The list is refetched.
          notify(t('Error'), err instanceof ApiRequestError && err.status !== 0 && err.status < 500 ? t(err.message) : t('Failed to update the appointment. Please try again.'), 'error');
        },
      },
    );

  const calendar = (
    <CalendarGrid label={t('Select a date')} value={date} today={today} marked={busyDays} inRange={week ? (k) => week.has(k) : undefined}
      onChange={(key) => {
        select({ date: key });
        setCalendarOpen(false);
      }} />
  );

  return (
    <>
      <PageHeader title={t('Appointments')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Appointments') }]}
        actions={canSchedule ? <Button colorPalette="brand" onClick={() => setScheduling((n) => n + 1)}><PlusIcon /> {t('New Appointment')}</Button> : undefined} />

      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '21rem minmax(0, 1fr)' }} gap="6" alignItems="start">
        <Card.Root maxW={{ base: narrow ? 'none' : '24rem', lg: 'none' }} w="full">
          <Card.Body p={{ base: '3', md: '4' }}>
            {narrow ? (
              <>
                <Button variant="ghost" justifyContent="space-between" w="full" size="lg" aria-expanded={calendarOpen} aria-controls="appointments-calendar"
                  onClick={() => setCalendarOpen((o) => !o)}>
                  <HStack gap="2"><CalendarIcon /> {calendarOpen ? t('Hide calendar') : t('Choose a date')}</HStack>
                  <ChevronRightIcon transform={calendarOpen ? 'rotate(90deg)' : undefined} transition="transform 0.15s" />
                </Button>
                {calendarOpen && <Box id="appointments-calendar" mt="2">{calendar}</Box>}
              </>
            ) : (
              calendar
            )}
          </Card.Body>
        </Card.Root>

        <Card.Root minW="0">
          <Card.Header gap="4">
            <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Box minW="0">
                <Heading as="h2" size="lg" data-testid="appointments-title">{formatLongDate(date)}</Heading>
                <Text color="fg.muted" fontSize="sm" data-testid="appointments-count" aria-live="polite">
                  {range && <>{range} · </>}
                  {appointments ? scheduledLabel(countScheduled(appointments)) : list.isPending ? t('Loading…') : ''}
                </Text>
              </Box>
              <HStack gap="1">
                <Button variant="outline" size={{ base: 'lg', md: 'sm' }} onClick={() => select({ date: today })} disabled={date === today}>{t('Today')}</Button>
                <IconButton variant="outline" size={{ base: 'lg', md: 'sm' }} aria-label={t(PREVIOUS[view] ?? view)} onClick={() => select({ date: shiftDate(date, view, -1) })}>
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton variant="outline" size={{ base: 'lg', md: 'sm' }} aria-label={t(NEXT[view] ?? view)} onClick={() => select({ date: shiftDate(date, view, 1) })}>
                  <ChevronRightIcon />
                </IconButton>
              </HStack>
            </Flex>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <SegmentGroup.Root value={view} onValueChange={(e) => isView(e.value) && select({ view: e.value })} size={{ base: 'lg', md: 'sm' }}
                aria-label={t('View')} w={{ base: 'full', sm: 'auto' }}>
                <SegmentGroup.Items items={CALENDAR_VIEWS.map((v) => ({ value: v.value, label: t(v.label) }))} flex={{ base: '1', sm: 'initial' }} justifyContent="center"
                  _checked={checkedSegment} />
              </SegmentGroup.Root>
              <TypeLegend />
            </Flex>
          </Card.Header>
          <Card.Body>
            {list.isError ? (
              <Stack align="flex-start" gap="3" role="alert">
                <Text color="fg.error">{t(list.error instanceof ApiRequestError ? list.error.display : list.error.message)}</Text>
                <Button variant="outline" onClick={() => void list.refetch()}>{t('Try again')}</Button>
              </Stack>
            ) : (
              <AppointmentList dateKey={date} view={view} appointments={appointments} loading={list.isPending}
                busyId={change.isPending ? (change.variables?.id ?? null) : null}
                onAdd={() => setScheduling((n) => n + 1)} onStatus={changeStatus} onCancel={setCancelling} />
            )}
          </Card.Body>
        </Card.Root>
      </Grid>

      <Suspense fallback={null}>
        {scheduling > 0 && (
          <ScheduleAppointmentDialog key={scheduling} open onClose={() => setScheduling(0)} today={today} />
        )}
        {cancelling && (
          <CancelAppointmentDialog appointment={cancelling} pending={change.isPending}
            onConfirm={(a) => changeStatus(a, 'Cancelled')} onClose={() => setCancelling(null)} />
        )}
      </Suspense>
    </>
  );
}
