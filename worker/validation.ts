import { zValidator as honoZodValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationError } from './errors';

/** zValidator whose failures answer with the API's error shape and the schema's own messages. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return honoZodValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error as never);
  });
}
