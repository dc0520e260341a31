import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';

/** The seeders' own wrangler configuration: wrangler.toml's databases and nothing else. */
const SEED_CONFIG = '.wrangler/tmp/seed/wrangler.json';

/**
 * The local D1 databases that `npm start` uses (.wrangler/state/v3), opened from Node for seeding.
 * The proxy gets only the D1 bindings: given all of wrangler.toml it warned about Durable Object
 * classes it does not run and an AI binding it cannot simulate, none of which seeding touches.
 */
export async function openLocalPlatform(persistPath = process.env.MEDASSIST_STATE ?? '.wrangler/state/v3') {
  const { name, compatibility_date, d1_databases } = unstable_readConfig({ config: 'wrangler.toml' });
  mkdirSync(dirname(SEED_CONFIG), { recursive: true });
  writeFileSync(SEED_CONFIG, JSON.stringify({ name, compatibility_date, d1_databases }));
  return getPlatformProxy<{ DB: D1Database; DB_EU: D1Database }>({ configPath: SEED_CONFIG, persist: { path: persistPath }, remoteBindings: false });
}

/** The Worker's password format (worker/auth/password.ts), computed with Node's crypto. */
export function hashPasswordForSeed(password: string, iterations = 100_000): string {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  return `pbkdf2-sha256$${iterations}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** SQL string literal (synthetic seed data only; the app itself always binds parameters). */
export function sqlText(value: string | null | undefined): string {
  return value === null || value === undefined ? 'NULL' : `'${value.replace(/'/g, "''")}'`;
}

type D1Like = { prepare(sql: string): { first<T>(): Promise<T | null>; run(): Promise<unknown> } };

/** Runs one statement and returns its first row. */
export async function first<T>(db: D1Like, sql: string): Promise<T | null> {
  return db.prepare(sql).first<T>();
}
