import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const setOnline = (value: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });

describe('OfflineBanner', () => {
  afterEach(() => setOnline(true));

  it('appears when the connection drops and goes when it is back', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    await act(async () => root.render(<ChakraProvider value={defaultSystem}><OfflineBanner /></ChakraProvider>));
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
    root.unmount();
  });
});
