import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps database access in worker/db/queries (eslint.config.js, issue 22).
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.map((m) => m.message);
}

/** How many of the messages carry `text` (restricted-import messages start with ESLint's own words). */
const saying = (messages: string[], text: string) => messages.filter((m) => m.endsWith(text)).length;

const INLINE_QUERY = `import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
export async function nameOf(db: Db, id: number) {
  return db.select({ name: users.name }).from(users).where(eq(users.id, id)).get();
}
`;

describe('database access stays in worker/db/queries', () => {
  it.each(['worker/routes/example.ts', 'worker/auth/example.ts', 'worker/middleware/example.ts', 'worker/http/example.ts'])('refuses a query built and run in %s', async (path) => {
    const messages = await messagesFor(path, INLINE_QUERY);
    expect(saying(messages, 'Build queries in worker/db/queries/ and call them from here.')).toBe(1);
    expect(saying(messages, 'Tables are for worker/db/queries/; call a query function from here.')).toBe(1);
    expect(saying(messages, 'Run queries inside worker/db/queries/ functions, not here.')).toBe(1);
  });

  it('refuses batches, raw statements and running a builder a query function returned', async () => {
    const code = `import type { Db } from '../db/client';
import { countOne } from '../db/queries/counters';
export async function f(db: Db, d1: D1Database) {
  await db.batch([countOne(db, 'k', 0)]);
  await d1.prepare('SELECT 1').run();
  return countOne(db, 'k', 0).all();
}
`;
    const messages = await messagesFor('worker/routes/example.ts', code);
    expect(saying(messages, 'Batches and raw statements belong in worker/db/queries/.')).toBe(2);
    expect(saying(messages, 'Run queries inside worker/db/queries/ functions, not here.')).toBe(2);
  });

  it('lets routes import types of the schema and call query functions, and lets worker/db/queries build queries', async () => {
    const caller = `import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { getPublicUser } from '../db/queries/users';
export type Row = typeof users.$inferSelect;
export const load = (db: Db, sessions: Map<string, number>) => [getPublicUser(db, 1, 2), sessions.get('a'), sessions.delete('a')];
`;
    expect(await messagesFor('worker/routes/example.ts', caller)).toEqual([]);
    expect(await messagesFor('worker/db/queries/example.ts', INLINE_QUERY)).toEqual([]);
  });

  it('keeps worker/db from importing the HTTP side it serves', async () => {
    const code = `import { sha256Hex } from '../../auth/random';
import { pathId } from '../../http/params';
import { sha256Hex as hash } from '../../crypto/sha256';
export const f = () => [sha256Hex, pathId, hash];
`;
    const messages = await messagesFor('worker/db/queries/example.ts', code);
    expect(saying(messages, 'worker/db must not depend on the HTTP side; move what both need to a neutral module (e.g. worker/crypto).')).toBe(2);
  });
});
