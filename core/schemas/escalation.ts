import { z } from 'zod';
import { msg } from '../i18n/msg';

/** The most re-alerts a critical result gets (worker/notifications/hub.ts MAX_ESCALATIONS): a hand-off later than that would never happen. */
export const MAX_HANDOFF_AFTER = 12;

/**
 * PATCH /api/clinic/escalation (owners): after how many re-alerts an unreviewed critical result
 * also goes to a person, and who that is: `onCallUserId` (a doctor of the clinic) or, when null,
 * the clinic's owners.
 */
export const EscalationSettingsUpdateSchema = z.object({
  handoffAfter: z
    .number({ error: msg('Enter a whole number of re-alerts.') })
    .int(msg('Enter a whole number of re-alerts.'))
    .min(1, msg('Hand over after at least 1 re-alert.'))
    .max(MAX_HANDOFF_AFTER, msg('Hand over after at most 12 re-alerts: re-alerts stop after that.'))
    .optional(),
  onCallUserId: z.number({ error: msg('Choose a doctor of the clinic.') }).int(msg('Choose a doctor of the clinic.')).positive(msg('Choose a doctor of the clinic.')).nullable().optional(),
});
export type EscalationSettingsUpdate = z.input<typeof EscalationSettingsUpdateSchema>;

/** GET /api/clinic/escalation: the settings, the re-alert interval they count in, and the doctors who can be on call. */
export interface EscalationSettings {
  handoffAfter: number;
  onCallUserId: number | null;
  intervalMinutes: number;
  doctors: { id: number; name: string }[];
}
