import { describe, expect, it } from 'vitest';
import type { LiveNotification } from '../../../../../core/events';
import { describeNotification } from './notification-bell';

// Decision 0019: a clinic in another region than the account sends frames without names or text;
// the bell and the toast say only what kind of notification waits, never an empty name.
const at = { id: 1, timestamp: '2026-01-01T00:00:00.000Z' };

describe('describeNotification', () => {
  it('names the patient, sender and text of a whole notification', () => {
    expect(describeNotification({ ...at, type: 'critical_lab_result', labResultId: 3, patient: { id: 2, name: 'Bob B' }, labName: 'K' }).body).toContain('Bob B');
    expect(describeNotification({ ...at, type: 'message', messageId: 4, from: 'Dr X', message: 'Hello' })).toEqual({ title: 'New message from Dr X', body: 'Hello' });
  });

  it('says only what kind of notification waits when its content was withheld', () => {
    const withheld: LiveNotification[] = [
      { ...at, type: 'critical_lab_result', labResultId: 3, patient: { id: 2, name: '' }, labName: 'K', withheld: true },
      { ...at, type: 'message', messageId: 4, from: '', message: '', withheld: true },
      { ...at, type: 'appointment_reminder', appointmentId: 5, patientName: '', dateTime: '2026-01-01T09:00:00.000Z', withheld: true },
    ];
    expect(withheld.map(describeNotification)).toEqual([
      { title: 'Critical Lab Result', body: 'A critical result is waiting for review.' },
      { title: 'New message', body: 'Open it to read it.' },
      { title: 'Appointment Reminder', body: 'An appointment starts soon.' },
    ]);
  });
});
