// The feedback an EHR posts about MedAssist's cards (cds-hooks.hl7.org/2.0 "Feedback"):
// `{ feedback: [{ card, outcome, acceptedSuggestions?, overrideReason?, outcomeTimestamp }] }`.
// Checked strictly, since it is stored: a malformed body is a 400 that names the first problem.
import { z } from 'zod';

/** Feedback items one request may carry (a client reports what one user did, not a history). */
export const MAX_FEEDBACK_ITEMS = 100;

const CodingSchema = z.looseObject({
  system: z.string({ error: 'overrideReason.reason.system is required (a Coding has a system and a code).' }).min(1).max(300),
  code: z.string({ error: 'overrideReason.reason.code is required (a Coding has a system and a code).' }).min(1).max(200),
  display: z.string().max(300).optional(),
});

const FeedbackItemSchema = z
  .looseObject({
    card: z.string({ error: 'card (the card.uuid MedAssist sent) is required.' }).min(1, 'card (the card.uuid MedAssist sent) is required.').max(100),
    outcome: z.enum(['accepted', 'overridden'], { error: 'outcome must be "accepted" or "overridden".' }),
    acceptedSuggestions: z.array(z.looseObject({ id: z.string({ error: 'acceptedSuggestions[].id (a suggestion uuid) is required.' }).min(1).max(100) })).max(50).optional(),
    // Both parts are optional in the specification: a reason picked from the card, a comment, or both.
    overrideReason: z.looseObject({ reason: CodingSchema.optional(), userComment: z.string().max(2000).optional() }).optional(),
    outcomeTimestamp: z.iso.datetime({ offset: true, error: 'outcomeTimestamp must be an ISO 8601 date-time in UTC, e.g. 2021-12-11T10:05:31Z.' }),
  })
  .superRefine((item, ctx) => {
    if (item.outcome === 'accepted' && !item.acceptedSuggestions?.length) {
      ctx.addIssue({ code: 'custom', path: ['acceptedSuggestions'], message: 'acceptedSuggestions is required for an accepted outcome (the ids of the suggestions taken).' });
    }
    if (item.outcome === 'accepted' && item.overrideReason) {
      ctx.addIssue({ code: 'custom', path: ['overrideReason'], message: 'overrideReason belongs to an overridden outcome, not an accepted one.' });
    }
  });

export const FeedbackRequestSchema = z.object({
  feedback: z
    .array(FeedbackItemSchema, { error: 'feedback (an array of Feedback) is required.' })
    .min(1, 'feedback is empty: send at least one Feedback.')
    .max(MAX_FEEDBACK_ITEMS, `feedback holds at most ${MAX_FEEDBACK_ITEMS} items per request.`),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequestSchema>;
export type FeedbackItem = FeedbackRequest['feedback'][number];
