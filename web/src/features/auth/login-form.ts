import type { LoginInput } from '../../../../core/schemas/auth';
import { msg } from '../../../../core/i18n/msg';
import type { FormSchema } from '../../lib/use-zod-form';

/**
 * The checks of the shared LoginSchema (core/schemas/auth.ts), same messages and the same trimmed
 * output, without zod: /login is the first screen and zod alone would cost ~25 KB gzip of its
 * JS budget (DESIGN.md §7). The server still validates with LoginSchema itself;
 * login-form.test.ts checks that both agree on any input.
 */
export const loginFormSchema: FormSchema<LoginInput> = {
  safeParse(value) {
    const issues: Array<{ path: string[]; message: string }> = [];
    const username = value.username.trim();
    if (username.length < 1) issues.push({ path: ['username'], message: msg('Username is required.') });
    if (username.length > 254) issues.push({ path: ['username'], message: msg('Username is too long.') });
    if (value.password.length < 1) issues.push({ path: ['password'], message: msg('Password is required.') });
    if (value.password.length > 200) issues.push({ path: ['password'], message: msg('Password is too long.') });
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { username, password: value.password } };
  },
};
