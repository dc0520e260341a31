import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BellIcon } from '../../../components/icons';
import { settlePushOffer, usePushOfferRequested } from '../../../lib/push-offer';
import { currentPushSubscription, pushSupported, subscribeToPush } from '../../../lib/push-subscription';
import { notify } from '../../../lib/toaster';
import { PUSH_OFFER_DECLINED_KEY, shouldOfferPush } from '../push-offer.utils';
import { t } from '../../../i18n';

function declinedHere(): boolean {
  try {
    return localStorage.getItem(PUSH_OFFER_DECLINED_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberDeclined(): void {
  try {
    localStorage.setItem(PUSH_OFFER_DECLINED_KEY, 'true');
  } catch {
    // private mode: the offer may come back on the next critical alert; nothing else is lost
  }
}

/**
 * Asks whether this device should get push notifications, after the app was installed or the first
 * critical alert arrived (lib/push-offer.ts), never on first load. The browser's own permission
 * question comes only after "Turn on". "Not now" is remembered on this browser; Settings still
 * offers push any time.
 */
export function PushOffer() {
  const requested = usePushOfferRequested();
  const supported = pushSupported();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!requested || !supported) return;
    void currentPushSubscription().then((s) => setSubscribed(s !== null), () => setSubscribed(false));
  }, [requested, supported]);

  const show = shouldOfferPush({ requested, supported, permission: supported ? Notification.permission : null, subscribed, declined: declinedHere() });
  if (!show) return null;

  const notNow = () => {
    rememberDeclined();
    settlePushOffer();
  };
  const turnOn = async () => {
    setBusy(true);
    try {
      const ok = await subscribeToPush();
      if (ok) notify(t('Push notifications are on'), t('Critical results reach this device even while MedAssist is closed.'), 'success');
      else notify(t('Push notifications are blocked'), t('Allow notifications for MedAssist in the browser settings, then turn them on in Settings.'), 'error');
      settlePushOffer();
    } catch (err) {
      notify(t('Could not turn on push notifications'), (err as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box role="region" aria-labelledby="push-offer-title" data-testid="push-offer" position="fixed" zIndex="overlay"
      left={{ base: '3', md: 'auto' }} right={{ base: '3', md: '6' }} bottom={{ base: '20', md: '24' }} maxW={{ md: '26rem' }}
      bg="bg.panel" borderWidth="1px" rounded="l3" shadow="lg" p="4">
      <Flex gap="3" align="flex-start">
        <BellIcon boxSize="6" color="brand.fg" mt="0.5" flexShrink="0" />
        <Stack gap="2" flex="1" minW="0">
          <Heading as="h2" size="sm" id="push-offer-title">{t('Get critical results on this device?')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('MedAssist can alert you to a critical result even while the app is closed. The alert names no patient; you sign in to see it. Your browser will ask for permission next.')}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button colorPalette="brand" minH="11" onClick={() => void turnOn()} loading={busy}>{t('Turn on notifications')}</Button>
            <Button variant="outline" minH="11" onClick={notNow} disabled={busy}>{t('Not now')}</Button>
          </Flex>
        </Stack>
      </Flex>
    </Box>
  );
}
