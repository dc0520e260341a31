import { Box, Button, CloseButton, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  INSTALL_PROMPT_DELAY_MS, INSTALLED_KEY, isIosSafari, LAST_SHOWN_KEY, shouldOfferInstall,
} from '../install-prompt.utils';

/** The browser's install event (Chromium); not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const storage = {
  get: (k: string) => {
    try {
      return localStorage.getItem(k);
    } catch {
      return null;
    }
  },
  set: (k: string, v: string) => {
    try {
      localStorage.setItem(k, v);
    } catch {
      // private mode: the prompt may show again, nothing else is lost
    }
  },
};

/** Spec §2/§4: the 'Add to Home Screen' bottom sheet. */
export function InstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);
  const ios = typeof navigator !== 'undefined' && isIosSafari(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setDeferred(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      storage.set(INSTALLED_KEY, 'true');
      setVisible(false);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => {
      const offer = shouldOfferInstall({
        installedFlag: storage.get(INSTALLED_KEY),
        lastShown: storage.get(LAST_SHOWN_KEY),
        standalone: window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
        canPromptNatively: deferred !== null,
        iosSafari: ios,
        now: Date.now(),
      });
      if (offer) {
        storage.set(LAST_SHOWN_KEY, String(Date.now()));
        setVisible(true);
      }
    }, INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deferred, ios]);

  if (!visible) return null;

  const install = async () => {
    if (!deferred) return;
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    if (outcome === 'accepted') storage.set(INSTALLED_KEY, 'true');
    setDeferred(null);
    setVisible(false);
  };

  return (
    <Box role="dialog" aria-label="Add to Home Screen" position="fixed" insetX="0" bottom="0" zIndex="modal" bg="bg" borderTopWidth="1px" roundedTop="2xl" shadow="2xl" p="5" pb="calc(1.25rem + env(safe-area-inset-bottom))">
      <Stack gap="3" maxW="lg" mx="auto">
        <Flex justify="space-between" align="center">
          <Heading size="md">Add to Home Screen</Heading>
          <CloseButton aria-label="Not now" onClick={() => setVisible(false)} />
        </Flex>
        {ios ? (
          <>
            <List.Root as="ol" gap="1" ps="5">
              <List.Item>Tap the Share button in Safari's toolbar.</List.Item>
              <List.Item>Scroll down and tap 'Add to Home Screen'.</List.Item>
              <List.Item>Tap 'Add' in the top-right corner.</List.Item>
            </List.Root>
            <Button colorPalette="brand" onClick={() => setVisible(false)}>Got it</Button>
          </>
        ) : (
          <>
            <Text color="fg.muted">Install MedAssist for quicker access:</Text>
            <List.Root gap="1" ps="5">
              <List.Item>Opens instantly from your home screen, full screen</List.Item>
              <List.Item>Calculators and reference work without a connection</List.Item>
              <List.Item>Live alerts for critical results</List.Item>
            </List.Root>
            <Button colorPalette="brand" onClick={() => void install()}>Install App</Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
