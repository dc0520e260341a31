import { defineConfig } from 'drizzle-kit';

// Migrations only: drizzle-kit generates SQL that wrangler applies (never `push` against D1).
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema.ts',
  out: './migrations',
});
