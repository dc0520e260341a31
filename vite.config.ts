import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cloudflare } from '@cloudflare/vite-plugin';

// index.html sits at the repo root (loading /web/src/main.tsx) so plain
// `wrangler dev` / `wrangler deploy` find the config the plugin writes.
export default defineConfig({
  publicDir: 'web/public',
  plugins: [
    react(),
    cloudflare({
      configPath: './wrangler.toml',
      persistState: { path: './.wrangler/state' },
      remoteBindings: process.env.CF_REMOTE_BINDINGS === '1',
    }),
  ],
  build: { chunkSizeWarningLimit: 400 },
});
