// MedAssist's SMART pages inside an EHR's iframe (DESIGN.md §9 "SMART app"). There the browser never
// sends the SameSite=Lax session cookie, only the framed session's (Path=/smart, Partitioned;
// worker/smart-app/frame-session.ts): the page asks /smart/api who is signed in and shows no app shell,
// whose calls go to /api.

/** This page is a /smart page inside another page's frame. */
export function inSmartFrame(): boolean {
  if (typeof window === 'undefined' || !window.location.pathname.startsWith('/smart/')) return false;
  try {
    return window.self !== window.top;
  } catch {
    // A browser that will not even compare a cross-origin top: framed.
    return true;
  }
}
