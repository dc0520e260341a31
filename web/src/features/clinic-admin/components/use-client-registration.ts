import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm, type FormSchema } from '../../../lib/use-zod-form';
import { t } from '../../../i18n';

/** A client MedAssist just issued an id to: shown once, to copy into the other system. */
export interface IssuedClient {
  name: string;
  clientId: string;
}

/**
 * The registration form of an outside system (an EHR connection, a SMART app): checked with the
 * API's own schema, posted, and on success the issued client id kept to show until dismissed; the
 * server's field errors land under the fields, its message in a toast titled `failedTitle`.
 */
export function useClientRegistration<V extends Record<string, unknown>, B extends { name: string }>(
  schema: FormSchema<V>,
  empty: V,
  bodyOf: (values: V) => B | null,
  register: UseMutationResult<{ clientId: string }, Error, B>,
  failedTitle: string,
) {
  const form = useZodForm(schema, empty);
  const [created, setCreated] = useState<IssuedClient | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const values = form.validate();
    const body = values && bodyOf(values);
    if (!body) return;
    register.mutate(body, {
      onSuccess: (res) => {
        setCreated({ name: body.name, clientId: res.clientId });
        form.reset();
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) form.setServerErrors(err.fieldErrors);
        notify(failedTitle, t(err.message), 'error');
      },
    });
  };

  return { form, created, dismissCreated: () => setCreated(null), submit };
}
