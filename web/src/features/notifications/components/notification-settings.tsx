import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentPushSubscription, pushSupported, subscribeToPush, unsubscribeFromPush } from '../../../lib/push-subscription';
import { t } from '../../../i18n';
import { notify } from '../../../lib/toaster';
import { pushPreferencesQuery, useSetPushPreferences } from '../api';

/**
 * Settings → Notifications: push on this device, and which kinds push. Critical results always
 * push (issue 20), so their box is checked and cannot be cleared.
 */
export function NotificationSettings() {
  const prefs = useQuery(pushPreferencesQuery);
  const save = useSetPushPreferences();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = pushSupported();

  useEffect(() => {
    if (supported) void currentPushSubscription().then((s) => setSubscribed(s !== null), () => setSubscribed(false));
  }, [supported]);

  const toggleDevice = async () => {
    setBusy(true);
    try {
      if (subscribed) {
        await unsubscribeFromPush();
        setSubscribed(false);
      } else {
        const ok = await subscribeToPush();
        setSubscribed(ok);
        if (!ok) notify(t('Push notifications are blocked'), t('Allow notifications for MedAssist in the browser settings, then try again.'), 'error');
      }
    } catch (err) {
      notify(t('Could not change push notifications'), (err as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  const setType = (type: 'message' | 'appointment_reminder', on: boolean) =>
    save.mutate({ [type]: on }, { onError: (err) => notify(t('Could not save'), err.message, 'error') });

  return (
    <Stack gap="4">
      {supported ? (
        <Stack gap="2" align="flex-start">
          <Text fontSize="sm">{subscribed ? t('This device receives push notifications, also while MedAssist is closed.') : t('This device does not receive push notifications.')}</Text>
          <Button minH="11" colorPalette="brand" variant={subscribed ? 'outline' : 'solid'} onClick={() => void toggleDevice()} loading={busy} disabled={subscribed === null}>
            {subscribed ? t('Turn off push on this device') : t('Turn on push on this device')}
          </Button>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">{t('This browser cannot receive push notifications. On an iPhone, add MedAssist to the Home Screen first.')}</Text>
      )}
      <Stack gap="2">
        <Checkbox.Root checked disabled minH="11">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('Critical lab results (always pushed)')}</Checkbox.Label>
        </Checkbox.Root>
        {(['message', 'appointment_reminder'] as const).map((type) => (
          <Checkbox.Root key={type} minH="11" checked={prefs.data?.[type] ?? true} disabled={!prefs.data || save.isPending} onCheckedChange={(e) => setType(type, e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{type === 'message' ? t('New messages, when MedAssist is not open') : t('Appointment reminders, when MedAssist is not open')}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Stack>
  );
}
