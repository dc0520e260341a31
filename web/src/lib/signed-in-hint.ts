// Whether this browser was signed in the last time it reached the server. Offline, the server
// cannot say who is signed in; this lets a doctor who was signed in keep using the pages that
// need no server (calculators, reference) instead of being sent to a sign-in that cannot work.
// It holds '1' and nothing else: no identity, no patient data. Cleared at sign-out and on a 401.

const KEY = 'medassist-signed-in';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // private mode: offline, the pages then ask to sign in, nothing else is lost
  }
}
