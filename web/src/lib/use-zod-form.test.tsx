import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm, type ZodFormOptions } from './use-zod-form';

// React's act() needs this flag outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Schema = z.object({
  title: z.string().min(1, 'Title needed.'),
  lines: z.array(z.object({ name: z.string().min(1, 'Each line needs a name.') })).min(1, 'Add a line.'),
});
type Values = z.input<typeof Schema>;

/** Renders a form, validates it once and returns its errors. */
async function errorsAfterSubmit(initial: Values, options?: ZodFormOptions) {
  let seen: Record<string, string | undefined> = {};
  function Form() {
    const form = useZodForm(Schema, initial, options);
    const { validate } = form;
    useEffect(() => void validate(), [validate]);
    seen = form.errors;
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Form />));
  root.unmount();
  return seen;
}

describe('useZodForm', () => {
  it('keys errors by top-level field by default', async () => {
    const errors = await errorsAfterSubmit({ title: '', lines: [{ name: 'a' }, { name: '' }] });
    expect(errors).toEqual({ title: 'Title needed.', lines: 'Each line needs a name.' });
  });

  it('keys errors by full path with nestedPaths, as the server does, keeping list-level ones on the list', async () => {
    expect(await errorsAfterSubmit({ title: 'x', lines: [{ name: 'a' }, { name: '' }] }, { nestedPaths: true })).toEqual({ 'lines.1.name': 'Each line needs a name.' });
    expect(await errorsAfterSubmit({ title: 'x', lines: [] }, { nestedPaths: true })).toEqual({ lines: 'Add a line.' });
  });
});
