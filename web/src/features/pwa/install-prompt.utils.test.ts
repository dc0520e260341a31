import { describe, expect, it } from 'vitest';
import { INSTALL_PROMPT_INTERVAL_MS, isIosSafari, shouldOfferInstall } from './install-prompt.utils';

const base = { installedFlag: null, lastShown: null, standalone: false, canPromptNatively: true, iosSafari: false, now: 1_800_000_000_000 };

describe('install prompt rules', () => {
  it('offers the install when the browser can install and it was never shown', () => {
    expect(shouldOfferInstall(base)).toBe(true);
  });
  it('never offers once installed or when running standalone', () => {
    expect(shouldOfferInstall({ ...base, installedFlag: 'true' })).toBe(false);
    expect(shouldOfferInstall({ ...base, standalone: true })).toBe(false);
  });
  it('needs a native install event or iOS Safari', () => {
    expect(shouldOfferInstall({ ...base, canPromptNatively: false })).toBe(false);
    expect(shouldOfferInstall({ ...base, canPromptNatively: false, iosSafari: true })).toBe(true);
  });
  it('shows at most once per 7 days', () => {
    expect(shouldOfferInstall({ ...base, lastShown: String(base.now - INSTALL_PROMPT_INTERVAL_MS + 1000) })).toBe(false);
    expect(shouldOfferInstall({ ...base, lastShown: String(base.now - INSTALL_PROMPT_INTERVAL_MS - 1) })).toBe(true);
  });
  it('recognises iOS Safari but not Chrome on iOS', () => {
    const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const chrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(chrome)).toBe(false);
  });
});
