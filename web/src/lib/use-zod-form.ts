import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

type Errors = Record<string, string | undefined>;

/**
 * Minimal form state over a shared zod schema: the same messages the server sends appear
 * under each field. Validates on submit, then live as the user corrects fields.
 */
export function useZodForm<S extends z.ZodType<Record<string, unknown>>>(schema: S, initial: z.input<S>) {
  const [values, setValues] = useState<z.input<S>>(initial);
  // The first `initial` is the reset target: callers may pass a fresh object each render.
  const initialRef = useRef(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  const check = useCallback(
    (next: z.input<S>): { ok: true; data: z.output<S> } | { ok: false; errors: Errors } => {
      const result = schema.safeParse(next);
      if (result.success) return { ok: true, data: result.data };
      const out: Errors = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '_');
        out[key] ??= issue.message;
      }
      return { ok: false, errors: out };
    },
    [schema],
  );

  const setField = useCallback(
    <K extends keyof z.input<S>>(key: K, value: z.input<S>[K]) => {
      setValues((prev) => {
        const next = { ...(prev as Record<string, unknown>), [key]: value } as z.input<S>;
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
  const validate = useCallback((): z.output<S> | null => {
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

  const reset = useCallback((to: z.input<S> = initialRef.current) => {
    setValues(to);
    setErrors({});
    setSubmitted(false);
  }, []);

  return { values, errors, setField, validate, setServerErrors, reset, setValues };
}
