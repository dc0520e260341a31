import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginSchema } from '../../../../core/schemas/auth';
import { loginFormSchema } from './login-form';

type Outcome = { ok: true; data: unknown } | { ok: false; first: Record<string, string> };

/** What the form shows: the parsed data, or the first message per field. */
function outcome(result: ReturnType<typeof loginFormSchema.safeParse> | ReturnType<typeof LoginSchema.safeParse>): Outcome {
  if (result.success) return { ok: true, data: result.data };
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return { ok: false, first };
}

describe('login form checks without zod', () => {
  it('agree with the shared LoginSchema on any username and password', () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('', ' ', ' \t\n ', 'a'.repeat(254), ` ${'a'.repeat(254)} `, 'a'.repeat(255), 'p'.repeat(200), 'p'.repeat(201)));
    fc.assert(
      fc.property(text, text, (username, password) => {
        expect(outcome(loginFormSchema.safeParse({ username, password }))).toEqual(outcome(LoginSchema.safeParse({ username, password })));
      }),
      { numRuns: 2000 },
    );
  });

  it('names both fields when both are empty, with the server wording', () => {
    expect(outcome(loginFormSchema.safeParse({ username: '  ', password: '' }))).toEqual({
      ok: false,
      first: { username: 'Username is required.', password: 'Password is required.' },
    });
  });
});
