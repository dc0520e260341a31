import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { PublicUser, UnitPreferences } from '../../../../../core/schemas/user';
import { FormField } from '../../../components/form-field';
import { SelectField } from '../../../components/native-select';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { browserTimeZone, profileTextValues, supportedTimeZones, timeZoneOptions } from '../account.utils';
import { useUpdateProfile } from '../api';
import { TouchSized } from '../../../components/touch-sized';
import { UnitPreferencesFields } from './unit-preferences-fields';

/**
 * Units (used by the calculators and displays) and the time zone (default: this browser's), saved
 * to the profile with one button.
 */
export function PreferencesSection({ user }: { user: PublicUser }) {
  const [here] = useState(browserTimeZone);
  const zones = useMemo(() => timeZoneOptions(supportedTimeZones(), [user.timezone, here]), [user.timezone, here]);
  const [units, setUnits] = useState<UnitPreferences>(user.unitPreferences);
  const [timezone, setTimezone] = useState(user.timezone ?? here);
  const [error, setError] = useState<string>();
  const update = useUpdateProfile();
  const dirty = JSON.stringify(units) !== JSON.stringify(user.unitPreferences) || timezone !== user.timezone;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    // All text fields ride along: the API clears an optional text field that is absent.
    update.mutate([{ ...profileTextValues(user), unitPreferences: units, timezone }], {
      onSuccess: () => notify('Preferences saved', 'Calculators and displays now use these units.', 'success'),
      onError: (err) => {
        const message = err instanceof ApiRequestError ? (err.fieldErrors.timezone?.[0] ?? err.message) : err.message;
        setError(message);
        notify('Preferences not saved', message, 'error');
      },
    });
  };

  return (
    <TouchSized>
      <form onSubmit={save} noValidate>
        <Stack gap="5">
          <Stack gap="2">
            <Text fontWeight="semibold">Units</Text>
            <UnitPreferencesFields value={units} onChange={setUnits} />
          </Stack>
          <FormField label="Time Zone" error={error}
            helper={user.timezone ? 'Appointment days and times follow this zone.' : `Not saved yet: this browser's zone (${here.replaceAll('_', ' ')}) is shown. Save to keep it.`}>
            <SelectField name="timezone" value={timezone} options={zones} onChange={setTimezone} />
          </FormField>
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="brand" minH="11" disabled={!dirty} loading={update.isPending} loadingText="Saving...">Save preferences</Button>
          </Flex>
        </Stack>
      </form>
    </TouchSized>
  );
}
