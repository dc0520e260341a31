import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ProfileUpdateSchema, type PublicUser } from '../../../../../core/schemas/user';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { t } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { browserTimeZone, profileTextValues, supportedTimeZones, timeZoneOptions } from '../account.utils';
import { useUpdateProfile } from '../api';
import { TouchSized } from '../../../components/touch-sized';
import { UnitPreferencesFields } from './unit-preferences-fields';

// The two profile fields this form saves, checked by the same schema as the server's PATCH /api/user.
const PreferencesSchema = ProfileUpdateSchema.pick({ unitPreferences: true, timezone: true }).required();

/**
 * Units (used by the calculators and displays) and the time zone (default: this browser's), saved
 * to the profile with one button.
 */
export function PreferencesSection({ user }: { user: PublicUser }) {
  const [here] = useState(browserTimeZone);
  const zones = useMemo(() => timeZoneOptions(supportedTimeZones(), [user.timezone, here]), [user.timezone, here]);
  const form = useZodForm(PreferencesSchema, { unitPreferences: user.unitPreferences, timezone: user.timezone ?? here });
  const { unitPreferences: units, timezone } = form.values;
  const update = useUpdateProfile();
  const dirty = JSON.stringify(units) !== JSON.stringify(user.unitPreferences) || timezone !== user.timezone;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    // All text fields ride along: the API clears an optional text field that is absent.
    update.mutate([{ ...profileTextValues(user), unitPreferences: data.unitPreferences, timezone: data.timezone }], {
      onSuccess: () => notify(t('Preferences saved'), t('Calculators and displays now use these units.'), 'success'),
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        const field = err instanceof ApiRequestError ? err.fieldErrors.timezone?.[0] : undefined;
        notify(t('Preferences not saved'), field ? t(field) : err.message, 'error');
      },
    });
  };

  return (
    <TouchSized>
      <form onSubmit={save} noValidate>
        <Stack gap="5">
          <Stack gap="2">
            <Text fontWeight="semibold">{t('Units')}</Text>
            <UnitPreferencesFields value={units} onChange={(next) => form.setField('unitPreferences', next)} />
          </Stack>
          <FormField label={t('Time Zone')} error={form.errors.timezone}
            helper={user.timezone ? t('Appointment days and times follow this zone.') : t("Not saved yet: this browser's zone ({zone}) is shown. Save to keep it.", { zone: here.replaceAll('_', ' ') })}>
            <SelectField name="timezone" value={timezone ?? ''} options={zones} onChange={(value) => form.setField('timezone', value)} />
          </FormField>
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="brand" minH="11" disabled={!dirty} loading={update.isPending} loadingText={t('Saving...')}>{t('Save preferences')}</Button>
          </Flex>
        </Stack>
      </form>
    </TouchSized>
  );
}
