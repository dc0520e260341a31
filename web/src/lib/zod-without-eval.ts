// Zod asks once whether it may compile its parsers with `new Function` (its "JIT"). Under the app's
// CSP (script-src without 'unsafe-eval', web/public/_headers) the browser refuses, and reports every
// such attempt as a CSP violation: Lighthouse counts it against best practices on each signed-in
// page. Zod's `jitless` setting skips the question (and the JIT, which the CSP forbids anyway). It is
// set through zod's global config object, which zod adopts when it loads, so the first screen gets
// the setting without zod itself (zod loads with the first lazy page). Imported first by main.tsx.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
