import { describe, expect, it } from 'vitest';
import { shouldOfferPush } from './push-offer.utils';

const asked = { requested: true, supported: true, permission: 'default' as NotificationPermission, subscribed: false, declined: false };

describe('the push offer', () => {
  it('shows only once asked for (install accepted, first critical alert), never on its own at load', () => {
    expect(shouldOfferPush(asked)).toBe(true);
    expect(shouldOfferPush({ ...asked, requested: false })).toBe(false);
  });
  it('stays away after "Not now", a blocked permission, where push cannot work, or when this device already receives pushes', () => {
    expect(shouldOfferPush({ ...asked, declined: true })).toBe(false);
    expect(shouldOfferPush({ ...asked, permission: 'denied' })).toBe(false);
    expect(shouldOfferPush({ ...asked, supported: false })).toBe(false);
    expect(shouldOfferPush({ ...asked, subscribed: true })).toBe(false);
    expect(shouldOfferPush({ ...asked, subscribed: null })).toBe(false);
  });
  it('offers again to a browser that allowed notifications but has no subscription here', () => {
    expect(shouldOfferPush({ ...asked, permission: 'granted' })).toBe(true);
  });
});
