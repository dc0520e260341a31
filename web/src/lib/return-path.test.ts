import { describe, expect, it } from 'vitest';
import { afterSignIn, authorizeResume, inAppPath, resumesSmartLaunch, signInState, withoutPushMarker } from './return-path';

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

describe('authorizeResume: an app’s authorization request after sign-in', () => {
  it('runs the same request again at the fixed /oauth/authorize path, and nothing else', () => {
    const query = new URLSearchParams({ client_id: 'msapp_x', redirect_uri: 'https://app.example.org/cb', state: 's' }).toString();
    expect(authorizeResume(`?${new URLSearchParams({ after: 'authorize', authorize: query })}`)).toBe(`/oauth/authorize?${query}`);
    // A value that tries to leave the path stays a query of /oauth/authorize.
    expect(authorizeResume(`?after=authorize&authorize=${encodeURIComponent('//evil.example.org')}`)).toBe('/oauth/authorize?%2F%2Fevil.example.org=');
    expect(authorizeResume('?authorize=client_id%3Dx')).toBeNull();
    expect(authorizeResume('?after=smart-launch')).toBeNull();
  });
});
