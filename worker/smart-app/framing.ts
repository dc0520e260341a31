// SMART pages inside an EHR's iframe (DESIGN.md §9 "SMART app"): /smart/* pages may be framed only by
// the EHR the launch names — the origins of the issuer and FHIR base of a connection registered for
// SMART with that `iss` — and by nobody else ('none', as every other MedAssist page).

/** The `frame-ancestors` source list for these addresses: their distinct http(s) origins, else 'none'. */
export function frameAncestors(addresses: readonly string[]): string {
  const origins = new Set<string>();
  for (const address of addresses) {
    if (!URL.canParse(address)) continue;
    const url = new URL(address);
    if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
  }
  return origins.size > 0 ? [...origins].join(' ') : "'none'";
}

/**
 * The page as the static assets answered it, allowed to be framed by `ancestors` only: its CSP's
 * `frame-ancestors` is replaced (or the directive alone is sent where the assets gave no CSP), and
 * X-Frame-Options, which cannot name an origin, is dropped. Never cached: it answers for one launch.
 */
export function framedPage(page: Response, ancestors: string): Response {
  const res = new Response(page.body, page);
  const csp = res.headers.get('Content-Security-Policy');
  const directive = `frame-ancestors ${ancestors}`;
  res.headers.set('Content-Security-Policy', csp ? (/frame-ancestors[^;]*/.test(csp) ? csp.replace(/frame-ancestors[^;]*/, directive) : `${csp}; ${directive}`) : directive);
  res.headers.delete('X-Frame-Options');
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** The `iss` a SMART page's address names: its own `?iss=`, or the one in the launch address it offers to open (`?next=`). */
export function issOfPage(url: URL): string | null {
  const direct = url.searchParams.get('iss');
  if (direct) return direct;
  const next = url.searchParams.get('next');
  if (!next?.startsWith('/smart/launch?')) return null;
  return new URL(next, url.origin).searchParams.get('iss');
}
