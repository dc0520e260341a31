/** HKDF `info` of what a SMART launch seals (the PKCE verifier, then the EHR's access token): decision 0023. */
export const SMART_SEAL_PURPOSE = 'medassist smart launch v1';
