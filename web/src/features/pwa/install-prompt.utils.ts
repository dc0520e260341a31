// Install prompt rules (spec §4, §7, §9): shown only when not installed, not running standalone,
// not marked done, with an install-capable browser event or on iOS Safari; 3 s after load, at
// most once per 7 days.

export const INSTALLED_KEY = 'medassist-installed';
export const LAST_SHOWN_KEY = 'medassist-install-prompt-last-shown';
export const INSTALL_PROMPT_DELAY_MS = 3000;
export const INSTALL_PROMPT_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** True for Safari on iPhone/iPad, where installing is a manual Share → Add to Home Screen. */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const otherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return ios && !otherBrowser && /Safari/.test(userAgent);
}

/** Whether the prompt may be shown now. */
export function shouldOfferInstall(o: {
  installedFlag: string | null;
  lastShown: string | null;
  standalone: boolean;
  canPromptNatively: boolean;
  iosSafari: boolean;
  now: number;
}): boolean {
  if (o.installedFlag === 'true' || o.standalone) return false;
  if (!o.canPromptNatively && !o.iosSafari) return false;
  const last = Number(o.lastShown);
  return !(Number.isFinite(last) && last > 0 && o.now - last < INSTALL_PROMPT_INTERVAL_MS);
}
