// Every page of the route table (web/src/app/first-screen.tsx, routes.tsx), by who may open it: the
// accessibility sweep (a11y.e2e.ts) and the language sweep (locale-pages.e2e.ts) visit the same pages,
// and a11y.e2e.ts fails when a route is missing here.

/** Open to everyone: visited signed out (public frame) and signed in (inside the shell). */
export const PUBLIC_PAGES = [
  '/calculators', '/calculators/scorad', '/calculators/easi',
  '/guidelines', '/reference/clinical-guidelines', '/reference/debug-guidelines', '/guidelines-integrated',
  '/policies/terms', '/policies/privacy',
];
/** Only signed out (a signed-in visitor is sent to the dashboard); /smart/sign-in, the EHR frame's sign-in, is visited top-level. */
export const SIGNED_OUT_PAGES = ['/login', '/register', '/reset-password', '/smart/sign-in'];
/** Signed in only; '/no-such-page' is the 404 page. */
export const SIGNED_IN_PAGES = [
  '/dashboard', '/patients', '/patients/import', '/appointments', '/messages', '/labs', '/ai-medassist', '/profile', '/settings', '/clinic', '/clinic/audit',
  '/guidelines-link', '/reference/drug-interactions', '/reference/medical-literature', '/reference/diagnostic-algorithms',
  '/calculators/igan-prediction', '/calculators/ascvd', '/calculators/prevent', '/calculators/chads2vasc', '/calculators/meld', '/calculators/creatinine',
  '/calculators/wells-pe', '/calculators/bmi', '/calculators/qtc', '/calculators/gcs', '/calculators/burns',
  '/no-such-page',
];
/** Signed-in pages of one record: visited for a patient made with chart data (chartPath). */
export const RECORD_PAGES = ['/patients/:id'];
/**
 * Reached only through a SMART launch from an EHR (a launch id, or the reason a launch stopped):
 * smart-launch.e2e.ts opens both at 1280 and 390 px and runs axe on them; the language sweep does not visit them yet.
 */
export const LAUNCH_PAGES = ['/smart/patient', '/smart/problem'];
/** Reached through an app's authorization request: smart-apps.e2e.ts runs axe on the consent page at 1280 and 390 px. */
export const AUTHORIZATION_PAGES = ['/authorize-app'];
/** Paths of the route table that are redirects, not pages. */
export const REDIRECTS = ['/', '/auth', '/guidelines-direct'];
