import { Button, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EscalationSettingsUpdateSchema, MAX_HANDOFF_AFTER, type EscalationSettings } from '../../../../../core/schemas/escalation';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { TouchSized } from '../../../components/touch-sized';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useEscalationSettings, useUpdateEscalation } from '../escalation-api';

/** Who an unreviewed critical result goes to after the doctors' re-alerts, and after how many. */
export function EscalationSection() {
  const settings = useEscalationSettings();
  if (settings.isPending) return <Skeleton h="32" />;
  if (settings.isError) return <Text color="fg.error">{settings.error.message}</Text>;
  return <EscalationForm settings={settings.data} />;
}

const OWNERS = '';

function EscalationForm({ settings }: { settings: EscalationSettings }) {
  const [handoffAfter, setHandoffAfter] = useState(String(settings.handoffAfter));
  const [onCall, setOnCall] = useState(settings.onCallUserId === null ? OWNERS : String(settings.onCallUserId));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useUpdateEscalation();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const values = { handoffAfter: handoffAfter.trim() === '' ? Number.NaN : Number(handoffAfter), onCallUserId: onCall === OWNERS ? null : Number(onCall) };
    const parsed = EscalationSettingsUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      return setErrors(out);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify('Escalation settings saved', undefined, 'success'),
      onError: (err) => {
        if (err instanceof ApiRequestError) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0]])));
        notify('Escalation settings not saved', err.message, 'error');
      },
    });
  };

  const minutes = Number(handoffAfter) * settings.intervalMinutes;
  return (
    <TouchSized>
      <form onSubmit={submit} noValidate aria-label="Escalation">
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Hand over after this many re-alerts" error={errors.handoffAfter}
              helper={Number.isInteger(minutes) && minutes > 0 ? `About ${minutes} minutes after the first alert (re-alerts every ${settings.intervalMinutes} minutes).` : `1 to ${MAX_HANDOFF_AFTER}.`}>
              <Input name="handoffAfter" type="number" inputMode="numeric" min={1} max={MAX_HANDOFF_AFTER} value={handoffAfter} onChange={(e) => {
                setHandoffAfter(e.target.value);
                setErrors((prev) => ({ ...prev, handoffAfter: undefined }));
              }} />
            </FormField>
            <FormField label="Hand over to" error={errors.onCallUserId} helper="The on-call doctor, or every owner of the clinic when no one is on call.">
              <SelectField name="onCallUserId" ariaLabel="Hand over to" value={onCall} onChange={setOnCall}
                options={[[OWNERS, 'The clinic’s owners'], ...settings.doctors.map((d) => [String(d.id), `${d.name} (on call)`] as const)]} />
            </FormField>
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" minH="11" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">Save escalation</Button>
        </Stack>
      </form>
    </TouchSized>
  );
}
