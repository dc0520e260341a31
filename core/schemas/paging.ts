import { z } from 'zod';

/**
 * The most rows one request for a list of patient data may ask for (patients, notes, lab
 * results). A larger `limit` is refused with a 400 saying so, never silently cut.
 */
export const LIST_PAGE_MAX = 200;

/** The schedule is listed by day, week or month: a month of a busy clinic fits, a bulk copy does not. */
export const APPOINTMENT_PAGE_MAX = 1000;

/** The optional `limit` query parameter of those lists. */
export const pageLimit = (max = LIST_PAGE_MAX) =>
  z.coerce
    .number({ error: 'limit must be a whole number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(max, `limit must be at most ${max}: ask for the next page instead.`)
    .optional();
