import { describe, expect, it } from 'vitest';
import { afterSignIn, inAppPath, resumesSmartLaunch, signInState, withoutPushMarker } from './return-path';

const ORIGIN = 'https://medassist.example';

describe('returning after sign-in', () => {
  it('keeps the link a notification click opened, without its marker', () => {
    expect(signInState({ pathname: '/labs', search: '?result=12&from=push' })).toEqual({ returnTo: '/labs?result=12' });
    expect(signInState({ pathname: '/messages', search: '?from=push&message=7' })).toEqual({ returnTo: '/messages?message=7' });
    expect(withoutPushMarker({ pathname: '/labs', search: '?from=push' })).toBe('/labs');
  });

  it('keeps nothing of a page a session merely ended on (the shared computer: e2e/shared-computer)', () => {
    expect(signInState({ pathname: '/ai', search: '' })).toBeUndefined();
    expect(signInState({ pathname: '/labs', search: '?result=12' })).toBeUndefined();
    expect(signInState({ pathname: '/labs', search: '?result=12&from=elsewhere' })).toBeUndefined();
  });

  it('goes only to a same-origin path of the app, else to the dashboard', () => {
    expect(afterSignIn({ returnTo: '/labs?result=12' }, ORIGIN)).toBe('/labs?result=12');
    expect(afterSignIn(null, ORIGIN)).toBe('/dashboard');
    expect(afterSignIn({ from: '/labs?result=12' }, ORIGIN)).toBe('/dashboard');
    expect(afterSignIn({ returnTo: '//evil.example/x' }, ORIGIN)).toBe('/dashboard');
    expect(afterSignIn({ returnTo: '/\\evil.example' }, ORIGIN)).toBe('/dashboard');
    expect(afterSignIn({ returnTo: 'https://evil.example/labs' }, ORIGIN)).toBe('/dashboard');
    expect(afterSignIn({ returnTo: 'javascript:alert(1)' }, ORIGIN)).toBe('/dashboard');
    expect(afterSignIn({ returnTo: '/login' }, ORIGIN)).toBe('/dashboard');
    expect(afterSignIn({ returnTo: 42 }, ORIGIN)).toBe('/dashboard');
    expect(inAppPath('/messages?message=7#top', ORIGIN)).toBe('/messages?message=7#top');
  });
});

describe('resuming a SMART launch after sign-in', () => {
  it('only for the marker the Worker sends, never for a path someone put in the address', () => {
    expect(resumesSmartLaunch('?after=smart-launch')).toBe(true);
    expect(resumesSmartLaunch('')).toBe(false);
    expect(resumesSmartLaunch('?after=/smart/launch?iss=https://evil.example')).toBe(false);
    expect(resumesSmartLaunch('?next=smart-launch')).toBe(false);
  });
});
