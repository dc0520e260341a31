import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

type Errors = Record<string, string | undefined>;

/**
 * A stand-in for a zod schema with the same `safeParse` contract, for a form on the first screen
 * that must not bring zod along (the login form): see features/auth/login-form.ts, whose test
 * checks it against the shared zod schema.
 */
export interface FormSchema<In, Out = In> {
  readonly '~formTypes'?: { input: In; output: Out };
  safeParse(value: In): { success: true; data: Out } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}
type AnySchema = z.ZodType<Record<string, unknown>> | FormSchema<Record<string, unknown>, Record<string, unknown>>;
type Input<S> = S extends z.ZodType ? z.input<S> : S extends FormSchema<infer I, unknown> ? I : never;
type Output<S> = S extends z.ZodType ? z.output<S> : S extends FormSchema<unknown, infer O> ? O : never;

export interface ZodFormOptions {
  /**
   * Key errors by their full path ('tests.0.status'), as the server keys its field errors, for a
   * form with lists or nested objects. By default an error is kept under its top-level field.
   */
  nestedPaths?: boolean;
}

/**
 * Minimal form state over a shared zod schema: the same messages the server sends appear
 * under each field. Validates on submit, then live as the user corrects fields.
 */
export function useZodForm<S extends AnySchema>(schema: S, initial: Input<S>, { nestedPaths = false }: ZodFormOptions = {}) {
  const [values, setValues] = useState<Input<S>>(initial);
  // The first `initial` is the reset target: callers may pass a fresh object each render.
  const initialRef = useRef(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (next: Input<S>): { ok: true; data: Output<S> } | { ok: false; errors: Errors } => {
      const result = (schema as FormSchema<Input<S>, Output<S>>).safeParse(next);
      if (result.success) return { ok: true, data: result.data };
      const out: Errors = {};
      for (const issue of result.error.issues) {
        const key = (nestedPaths ? issue.path.map(String).join('.') : String(issue.path[0] ?? '')) || '_';
        out[key] ??= issue.message;
      }
      return { ok: false, errors: out };
    },
    [schema, nestedPaths],
  );

  const setField = useCallback(
    <K extends keyof Input<S>>(key: K, value: Input<S>[K]) => {
      setValues((prev) => {
        const next = { ...(prev as Record<string, unknown>), [key]: value } as Input<S>;
        if (submitted) {
          const r = check(next);
          setErrors(r.ok ? {} : r.errors);
        }
        return next;
      });
    },
    [check, submitted],
  );

  /** Validates everything; returns the parsed data or null (errors shown). */
  const validate = useCallback((): Output<S> | null => {
    setSubmitted(true);
    const r = check(values);
    setErrors(r.ok ? {} : r.errors);
    return r.ok ? r.data : null;
  }, [check, values]);

  /** Puts server-side field errors (same wording) under their fields. */
  const setServerErrors = useCallback((fieldErrors: Record<string, string[]>) => {
    setErrors((prev) => {
      const next = { ...prev };
      for (const [k, v] of Object.entries(fieldErrors)) next[k] = v[0];
      return next;
    });
  }, []);

  const reset = useCallback((to: Input<S> = initialRef.current) => {
    setValues(to);
    setErrors({});
    setSubmitted(false);
  }, []);

  return { values, errors, setField, validate, setServerErrors, reset, setValues };
}
