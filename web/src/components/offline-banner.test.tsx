import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

describe('OfflineBanner', () => {
  afterEach(() => setOnline(true));

  it('appears when the connection drops and goes when it is back', async () => {
    const host = renderWithProviders(<OfflineBanner />);
    expect(host.textContent).not.toContain(OFFLINE_TEXT);
    await act(async () => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(host.textContent).toContain(OFFLINE_TEXT);
    await act(async () => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(host.textContent).not.toContain(OFFLINE_TEXT);
  });
});
