import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 22: the page's first Intl.DateTimeFormat is the expensive one (ICU's date data); it is made
// in a task of its own, and the time zone the dashboard and calendar send is read once.
describe('the local time zone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('is read in a later task of its own, and once', async () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const { localTimeZone, prepareDateFormats } = await import('./local-time-zone');
    prepareDateFormats();
    expect(made).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(made).toHaveBeenCalledTimes(1);
    expect(localTimeZone()).toBe(zone);
    expect(localTimeZone()).toBe(zone);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
