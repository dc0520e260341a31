import { z } from 'zod';

/** POST /api/clinic/invites: how many sign-ups a code admits and for how long. */
export const InviteCreateSchema = z.object({
  maxUses: z.number().int().min(1, 'An invite admits at least one person.').max(100, 'An invite admits at most 100 people.').default(1),
  expiresInDays: z.number().int().min(1, 'An invite lasts at least one day.').max(30, 'An invite lasts at most 30 days.').default(7),
});

/** POST /api/clinic/api-keys: a name to recognise the lab system by. */
export const ApiKeyCreateSchema = z.object({
  name: z.string().trim().min(2, 'Give the key a name (e.g. the lab system it is for).').max(60, 'Name must be at most 60 characters.'),
});
