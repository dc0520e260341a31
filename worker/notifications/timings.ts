// The follow-up delays a deployment sets in its environment, read by the hub, the alert outbox and
// the escalation settings route alike (so none of them imports another for a number).

/** How long an unreviewed critical result waits before it is pushed again (env CRITICAL_ESCALATION_MINUTES, default 15). */
export function escalationIntervalMs(env: Env): number {
  const minutes = Number(env.CRITICAL_ESCALATION_MINUTES ?? 15);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 15) * 60_000;
}

/** How long before an appointment its doctor is reminded (env APPOINTMENT_REMINDER_MINUTES, default 15). */
export function reminderLeadMs(env: Env): number {
  const minutes = Number(env.APPOINTMENT_REMINDER_MINUTES ?? 15);
  return (Number.isFinite(minutes) && minutes >= 0 ? minutes : 15) * 60_000;
}
