import { Box, Button, Input, SimpleGrid, Skeleton, Stack, useFieldContext } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  APPOINTMENT_TYPES, AppointmentFormSchema, DEFAULT_APPOINTMENT_TIME, DEFAULT_DURATION_MIN, DURATION_OPTIONS_MIN, NEW_APPOINTMENT_STATUSES,
  toAppointmentBody, type AppointmentForm,
} from '../../../../../core/schemas/appointments';
import type { Patient } from '../../../../../core/schemas/patients';
import { PatientSearchField } from '../../../components/patient-search-field';
import { AppDialog } from '../../../components/app-dialog';
import { FormField } from '../../../components/form-field';
import { CalendarIcon } from '../../../components/icons';
import { TimeInput } from '../../../components/local-date-inputs';
import { SelectField } from '../../../components/native-select';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { clinicUsersQuery, useCreateAppointment, useSignedInUser } from '../api';
import { formatLongDate } from '../calendar.utils';
import { CalendarGrid } from './calendar-grid';
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_TYPE_LABELS } from '../../../lib/appointment-labels';
import { t } from '../../../i18n';

type FormValues = Omit<AppointmentForm, 'patientId' | 'doctorId' | 'duration'> & { patientId: number | ''; doctorId: number | ''; duration: number };

/** Spec §5 defaults; the doctor is the signed-in user when a doctor, else the clinic's first doctor. */
function defaults(today: string, doctorId: number | undefined): FormValues {
  return {
    patientId: '', doctorId: doctorId ?? '', date: today, time: DEFAULT_APPOINTMENT_TIME, duration: DEFAULT_DURATION_MIN,
    purpose: '', type: APPOINTMENT_TYPES[0], status: NEW_APPOINTMENT_STATUSES[0],
  };
}

// The server names the API's fields; show its messages under the dialog's own.
const SERVER_FIELD: Record<string, keyof FormValues> = { dateTime: 'time', endDateTime: 'duration' };

/**
 * 'Schedule New Appointment' (spec §2, §4, §5, §8). Mount it per opening: each opening starts from
 * the defaults, which is the spec's reset after a successful booking.
 */
export function ScheduleAppointmentDialog({ open, onClose, today }: { open: boolean; onClose: () => void; today: string }) {
  const formId = useId();
  const users = useQuery(clinicUsersQuery);
  const create = useCreateAppointment();
  const me = useSignedInUser();
  const doctors = (users.data ?? []).filter((u) => u.role === 'doctor');
  const defaultDoctorId = doctors.find((d) => d.id === me?.id)?.id ?? doctors[0]?.id;

  return (
    <AppDialog open={open} onClose={onClose} title={t('Schedule New Appointment')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={create.isPending} loadingText={t('Scheduling...')} disabled={users.isPending}>
            {t('Schedule Appointment')}
          </Button>
        </>
      }>
      {users.isPending ? (
        <Stack gap="4" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} h="16" />)}
        </Stack>
      ) : (
        <ScheduleForm formId={formId} today={today} doctors={doctors.map((d) => [String(d.id), d.name] as const)}
          initial={defaults(today, defaultDoctorId)} create={create} onDone={onClose} />
      )}
    </AppDialog>
  );
}

function ScheduleForm({ formId, today, doctors, initial, create, onDone }: {
  formId: string;
  today: string;
  doctors: (readonly [string, string])[];
  initial: FormValues;
  create: ReturnType<typeof useCreateAppointment>;
  onDone: () => void;
}) {
  const form = useZodForm(AppointmentFormSchema, initial);
  const [patient, setPatient] = useState<Patient | null>(null);
  const v = form.values as FormValues;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    create.mutate(toAppointmentBody(data), {
      onSuccess: () => {
        notify(t('Success!'), t('Appointment has been scheduled successfully.'), 'success');
        form.reset();
        setPatient(null);
        onDone();
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) {
          form.setServerErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, msgs]) => [SERVER_FIELD[k] ?? k, msgs])));
        }
        // A double booking is the doctor's to resolve: say why, in the server's words.
        if (err instanceof ApiRequestError && err.status === 409) {
          notify(t('Error'), t(err.message), 'error');
          return;
        }
        console.error('Failed to schedule appointment', err);
        notify(t('Error'), t('Failed to schedule appointment. Please try again.'), 'error');
      },
    });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormField label={t('Patient')} error={form.errors.patientId} required>
          <PatientSearchField value={patient} onChange={(p) => {
            setPatient(p);
            form.setField('patientId', p?.id ?? '');
          }} />
        </FormField>
        <FormField label={t('Doctor')} error={form.errors.doctorId} required>
          <SelectField name="doctorId" ariaLabel={t('Doctor')} value={String(v.doctorId)} placeholder={doctors.length ? undefined : t('No doctors in this clinic')}
            options={doctors} onChange={(val) => form.setField('doctorId', val === '' ? '' : Number(val))} />
        </FormField>
        <FormField label={t('Date')} error={form.errors.date} required>
          <DateField value={v.date} today={today} onChange={(key) => form.setField('date', key)} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('Time')} error={form.errors.time} required>
            <TimeInput name="time" step={300} value={v.time} onChange={(time) => form.setField('time', time)} />
          </FormField>
          <FormField label={t('Duration')} error={form.errors.duration} required>
            <SelectField name="duration" ariaLabel={t('Duration')} value={String(v.duration)}
              options={DURATION_OPTIONS_MIN.map((m) => [String(m), t('{minutes} minutes', { minutes: m })] as const)} onChange={(val) => form.setField('duration', Number(val))} />
          </FormField>
          <FormField label={t('Appointment Type')} error={form.errors.type} required>
            <SelectField name="type" ariaLabel={t('Appointment Type')} value={v.type}
              options={APPOINTMENT_TYPES.map((type) => [type, t(APPOINTMENT_TYPE_LABELS[type])] as const)} onChange={(val) => form.setField('type', val as FormValues['type'])} />
          </FormField>
          <FormField label={t('Status')} error={form.errors.status} required>
            <SelectField name="status" ariaLabel={t('Status')} value={v.status}
              options={NEW_APPOINTMENT_STATUSES.map((s) => [s, t(APPOINTMENT_STATUS_LABELS[s])] as const)} onChange={(val) => form.setField('status', val as FormValues['status'])} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('Purpose')} error={form.errors.purpose} required>
          <Input name="purpose" value={v.purpose} maxLength={300} placeholder={t('e.g. Follow-up on blood pressure')}
            onChange={(e) => form.setField('purpose', e.target.value)} />
        </FormField>
      </Stack>
    </form>
  );
}

/** The day as a button that opens a calendar below it; past days cannot be chosen (spec §5). */
function DateField({ value, today, onChange }: { value: string; today: string; onChange: (key: string) => void }) {
  const field = useFieldContext();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const valueId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <Box w="full">
      <Button ref={buttonRef} variant="outline" w="full" justifyContent="flex-start" fontWeight="normal"
        aria-labelledby={field ? `${field.ids.label} ${valueId}` : undefined}
        aria-expanded={open} aria-controls={panelId} aria-describedby={field?.invalid ? field.ids.errorText : undefined}
        onClick={() => setOpen((o) => !o)}>
        <CalendarIcon color="fg.muted" />
        <span id={valueId}>{value ? formatLongDate(value) : t('Pick a date')}</span>
      </Button>
      {open && (
        <Box id={panelId} mt="2" p="2" borderWidth="1px" rounded="md" maxW="22rem">
          <CalendarGrid label={t('Appointment date')} value={value} today={today} isDisabled={(key) => key < today}
            onChange={(key) => {
              onChange(key);
              setOpen(false);
              buttonRef.current?.focus();
            }} />
        </Box>
      )}
    </Box>
  );
}
