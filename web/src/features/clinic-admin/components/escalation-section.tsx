import { Button, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { z } from 'zod';
import { EscalationSettingsUpdateSchema, MAX_HANDOFF_AFTER, type EscalationSettings } from '../../../../../core/schemas/escalation';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { TouchSized } from '../../../components/touch-sized';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { useEscalationSettings, useUpdateEscalation } from '../escalation-api';
import { t } from '../../../i18n';

/** Who an unreviewed critical result goes to after the doctors' re-alerts, and after how many. */
export function EscalationSection() {
  const settings = useEscalationSettings();
  if (settings.isPending) return <Skeleton h="32" />;
  if (settings.isError) return <Text color="fg.error">{t(settings.error.message)}</Text>;
  return <EscalationForm settings={settings.data} />;
}

const OWNERS = '';

/** The form's text fields, read into the shared schema's numbers (its messages stay the ones shown). */
const EscalationFormSchema = z.object({
  handoffAfter: z.string().transform((v) => (v.trim() === '' ? Number.NaN : Number(v))).pipe(EscalationSettingsUpdateSchema.shape.handoffAfter.unwrap()),
  onCallUserId: z.string().transform((v) => (v === OWNERS ? null : Number(v))).pipe(EscalationSettingsUpdateSchema.shape.onCallUserId.unwrap()),
});

function EscalationForm({ settings }: { settings: EscalationSettings }) {
  const form = useZodForm(EscalationFormSchema, {
    handoffAfter: String(settings.handoffAfter),
    onCallUserId: settings.onCallUserId === null ? OWNERS : String(settings.onCallUserId),
  });
  const save = useUpdateEscalation();
  const { handoffAfter, onCallUserId: onCall } = form.values;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    save.mutate(data, {
      onSuccess: () => notify(t('Escalation settings saved'), undefined, 'success'),
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(t('Escalation settings not saved'), t(err.message), 'error');
      },
    });
  };

  const minutes = Number(handoffAfter) * settings.intervalMinutes;
  return (
    <TouchSized>
      <form onSubmit={submit} noValidate aria-label={t('Escalation')}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('Hand over after this many re-alerts')} error={form.errors.handoffAfter}
              helper={Number.isInteger(minutes) && minutes > 0 ? t('About {minutes} minutes after the first alert (re-alerts every {interval} minutes).', { minutes, interval: settings.intervalMinutes }) : t('1 to {max}.', { max: MAX_HANDOFF_AFTER })}>
              <Input name="handoffAfter" type="number" inputMode="numeric" min={1} max={MAX_HANDOFF_AFTER} value={handoffAfter} onChange={(e) => form.setField('handoffAfter', e.target.value)} />
            </FormField>
            <FormField label={t('Hand over to')} error={form.errors.onCallUserId} helper={t('The on-call doctor, or every owner of the clinic when no one is on call.')}>
              <SelectField name="onCallUserId" ariaLabel={t('Hand over to')} value={onCall} onChange={(v) => form.setField('onCallUserId', v)}
                options={[[OWNERS, t('The clinic’s owners')], ...settings.doctors.map((d) => [String(d.id), t('{name} (on call)', { name: d.name })] as const)]} />
            </FormField>
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" minH="11" alignSelf="flex-start" loading={save.isPending} loadingText={t('Saving...')}>{t('Save escalation')}</Button>
        </Stack>
      </form>
    </TouchSized>
  );
}
