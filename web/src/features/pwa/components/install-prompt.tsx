import { lazy, Suspense, useEffect, useState } from 'react';
import {
  INSTALL_PROMPT_DELAY_MS, INSTALLED_KEY, isIosSafari, LAST_SHOWN_KEY, shouldOfferInstall,
} from '../install-prompt.utils';
import { requestPushOffer } from '../../../lib/push-offer';

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


/**
 * Spec §2/§4: the 'Add to Home Screen' bottom sheet. It listens for the browser's install event
 * from the start; `prepare` runs before the sheet first renders (the app loads the List recipe).
 */
export function InstallPrompt({ prepare }: { prepare?: () => Promise<unknown> }) {
  // The sheet itself loads only when it is to be shown: the first screen's JS budget (DESIGN.md §7) does not carry it.
  const [InstallSheet] = useState(() => lazy(async () => (await Promise.all([import('./install-sheet'), prepare?.()]))[0]));
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);
  const ios = typeof navigator !== 'undefined' && isIosSafari(navigator.userAgent, navigator.maxTouchPoints);

  useEffect(() => {
    // 3 s after load (spec §4), or when the browser's install event arrives if that is later:
    // never 3 s after the event, which would push an early event's sheet past the spec's delay.
    let delayPassed = false;
    let canPromptNatively = false;
    const offerIfDue = () => {
      if (!delayPassed) return;
      const offer = shouldOfferInstall({
        installedFlag: storage.get(INSTALLED_KEY),
        lastShown: storage.get(LAST_SHOWN_KEY),
        standalone: window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
        canPromptNatively,
        iosSafari: ios,
        now: Date.now(),
      });
      if (offer) {
        storage.set(LAST_SHOWN_KEY, String(Date.now()));
        setVisible(true);
      }
    };
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setDeferred(e as BeforeInstallPromptEvent);
      canPromptNatively = true;
      offerIfDue();
    };
    const onInstalled = () => {
      storage.set(INSTALLED_KEY, 'true');
      setVisible(false);
      // Installed: the moment to offer push (shown in the signed-in shell: lib/push-offer.ts).
      requestPushOffer();
    };
    const timer = setTimeout(() => {
      delayPassed = true;
      offerIfDue();
    }, INSTALL_PROMPT_DELAY_MS);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [ios]);

  if (!visible) return null;

  const install = async () => {
    if (!deferred) return;
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    if (outcome === 'accepted') {
      storage.set(INSTALLED_KEY, 'true');
      requestPushOffer();
    }
    setDeferred(null);
    setVisible(false);
  };

  return (
    <Suspense fallback={null}>
      <InstallSheet ios={ios} onClose={() => setVisible(false)} onInstall={() => void install()} />
    </Suspense>
  );
}
