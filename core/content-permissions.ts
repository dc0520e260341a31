import type { LiveNotification, NotificationInput } from './events';
import { ALL_PERMISSIONS, can, type Membership, type Permission } from './permissions';

// What a piece of kept content needs before it is shown (DESIGN.md §8 "Roles"): checked against the
// member's CURRENT role each time it is listed, counted or replayed, so a demotion hides what the new
// role may not read and a promotion shows it again (nothing is deleted).

/** The permission a notification's content needs: a result (or a message about one) is clinical content. */
export function notificationPermission(n: NotificationInput | LiveNotification): Permission {
  switch (n.type) {
    case 'critical_lab_result':
      return 'clinical:read';
    case 'message':
      return n.labResultId === undefined ? 'messages:read' : 'clinical:read';
    case 'appointment_reminder':
      return 'appointments:read';
  }
}

/**
 * The permission an inbox message needs: MedAssist's own messages announce results, and a message
 * with a result attached names it. worker/db/queries/messages.ts filters lists by the same rule in SQL.
 */
export function messagePermission(m: { fromId: number | null; labResultId: number | null }): Permission {
  return m.fromId === null || m.labResultId !== null ? 'clinical:read' : 'messages:read';
}

/** Every permission the member holds; none for an unknown member (fail closed). */
export function heldPermissions(member: Membership | null | undefined): Permission[] {
  return ALL_PERMISSIONS.filter((p) => can(member, p));
}
