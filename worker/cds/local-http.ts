/**
 * Whether an EHR's FHIR base or JWKS URL may be plain http on this machine (127.0.0.1, localhost):
 * only with EHR_ALLOW_LOCAL_HTTP=on, which `npm start` and the tests set and production never does.
 */
export function allowsLocalEhrHttp(env: { EHR_ALLOW_LOCAL_HTTP?: string }): boolean {
  return env.EHR_ALLOW_LOCAL_HTTP === 'on';
}
