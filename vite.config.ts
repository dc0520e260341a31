import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cloudflare } from '@cloudflare/vite-plugin';
import { chakraInternalAlias } from './web/chakra-alias.ts';
import { serviceWorkerBuild } from './web/service-worker-build.ts';
import { i18nCatalogs } from './scripts/lib/i18n-catalogs.ts';
import { chakraStaticCss } from './scripts/lib/chakra-static-css.ts';
import { chakraTokenHandoff } from './scripts/lib/chakra-token-handoff.ts';

// index.html sits at the repo root (loading /web/src/main.tsx) so plain
// `wrangler dev` / `wrangler deploy` find the config the plugin writes.
export default defineConfig({
  publicDir: 'web/public',
  resolve: { alias: [chakraInternalAlias] },
  plugins: [
    react(),
    cloudflare({
      configPath: './wrangler.toml',
      persistState: { path: './.wrangler/state' },
      remoteBindings: process.env.CF_REMOTE_BINDINGS === '1',
    }),
    serviceWorkerBuild(),
    i18nCatalogs(),
    chakraStaticCss(),
    chakraTokenHandoff(),
  ],
  // No modulepreload links: Vite's preload helper, on each lazy import, appended one
  // <link rel=modulepreload> per chunk the import needs, ~1 ms each in Chromium: 80-135 ms at a
  // phone's 4x CPU of a /dashboard start (the shell's ~30 chunks, the page's, the late theme's), in
  // the same task as React's render (issue 22: total blocking time). The browser fetches a lazy
  // chunk's imports itself (Rolldown lists them all in the chunk, so one round more, from the
  // service worker's cache once installed); the helper also left the entry chunk (-0.4 KB gzip).
  // The real JS budget check is scripts/check-bundle-size.ts (gzip); this only quiets Vite about the
  // first-screen chunk, which holds React, the router and Chakra's runtime (~480 kB before gzip).
  build: { chunkSizeWarningLimit: 500, modulePreload: false },
  environments: {
    client: {
      build: {
        // .vite/manifest.json (kept out of the deployed assets by web/public/.assetsignore) lets
        // scripts/check-bundle-size.ts follow what each route loads.
        manifest: true,
        // Everything the first screen loads statically in ONE chunk: no chain of small chunks to
        // fetch on a slow network, and it compresses better. Lazy routes keep automatic chunking.
        // The PREVENT coefficient table (~9 KB gzip) is a chunk of its own: calculator pages share one
        // chunk holding the whole registry, which it would push past the 40 KB lazy-chunk budget.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'first-screen', tags: ['$initial'] },
                { name: 'prevent-coefficients', test: /core[\\/]calculators[\\/]prevent-coefficients\.ts$/ },
                // The drug catalogue and the tables that read names (~340 drugs, US/German/French brands)
                // apart from the interaction rules: together they passed the 40 KB budget.
                { name: 'drug-catalogue', test: /core[\\/]reference[\\/](drugs\.ts|drug-classes\.ts|catalogue[\\/]|drug-names[\\/])/ },
              ],
            },
          },
        },
      },
    },
  },
});
