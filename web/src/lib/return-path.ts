/**
 * Where to go after signing in: the page the visitor was sent away from (a push notification's
 * deep link, e.g. /labs?result=12), if it is a path of this app; else the dashboard.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/dashboard';
}
