import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { canReply, CATEGORY_FILTERS, formatListTime, initials, isSendKey, messageTypeFor, parseMessageId, partnerOf, unreadReceivedIds } from './messages.utils';

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).toISOString();
const now = new Date(2026, 10, 22, 15, 30);

describe('inbox categories', () => {
  it('offers the spec’s five filters in order', () => {
    expect(CATEGORY_FILTERS.map((c) => c.value)).toEqual(['all', 'lab', 'imaging', 'doctor', 'patient']);
    expect(CATEGORY_FILTERS.map((c) => c.label)).toEqual(['All', 'Lab', 'Imaging', 'Doctors', 'Patients']);
  });
});

describe('conversation partner', () => {
  const msg = { fromId: 1, fromName: 'Dr Ada', toId: 2, toName: 'Dr Bo' };
  it('is the recipient of what I sent and the sender of what I received', () => {
    expect(partnerOf(msg, 1)).toEqual({ id: 2, name: 'Dr Bo' });
    expect(partnerOf(msg, 2)).toEqual({ id: 1, name: 'Dr Ada' });
  });
  it('cannot be answered when it is MedAssist’s own result alert', () => {
    const alert = partnerOf({ fromId: null, fromName: 'MedAssist Results', toId: 2, toName: 'Dr Bo' }, 2);
    expect(alert).toEqual({ id: null, name: 'MedAssist Results' });
    expect(canReply(alert)).toBe(false);
    expect(canReply({ id: 1, name: 'Dr Ada' })).toBe(true);
  });
});

describe('sent message category', () => {
  it('files a message with an attached result under the result’s kind, a patient under Patients, else Doctors', () => {
    expect(messageTypeFor(null)).toBe('doctor');
    expect(messageTypeFor({ kind: 'patient', patientId: 3, patientName: 'Grace Hopper' })).toBe('patient');
    expect(messageTypeFor({ kind: 'result', labResultId: 9, resultKind: 'imaging', labName: 'Chest X-ray', patientId: 3, patientName: 'Grace Hopper' })).toBe('imaging');
    expect(messageTypeFor({ kind: 'result', labResultId: 9, resultKind: 'lab', labName: 'CBC', patientId: 3, patientName: null })).toBe('lab');
  });
});

describe('marking read on open', () => {
  it('marks only unread messages addressed to me, never what I sent', () => {
    const list = [
      { id: 1, toId: 2, isRead: false },
      { id: 2, toId: 2, isRead: true },
      { id: 3, toId: 1, isRead: false },
    ];
    expect(unreadReceivedIds(list, 2)).toEqual([1]);
  });
});

describe('initials', () => {
  it('skips the Dr title and takes first and last names', () => {
    expect(initials('Dr Jane Smith')).toBe('JS');
    expect(initials('Dr. Jane Ann Smith')).toBe('JS');
    expect(initials('MedAssist Results')).toBe('MR');
    expect(initials('Cher')).toBe('C');
    expect(initials('Dr')).toBe('D');
    expect(initials('  ')).toBe('?');
  });
});

describe('list time', () => {
  it('shows the clock time today, Yesterday, then the date (with the year when not this year)', () => {
    expect(formatListTime(at(2026, 11, 22, 9, 5), now)).toBe('9:05 AM');
    expect(formatListTime(at(2026, 11, 22, 0, 0), now)).toBe('12:00 AM');
    expect(formatListTime(at(2026, 11, 22, 12, 40), now)).toBe('12:40 PM');
    expect(formatListTime(at(2026, 11, 21, 23, 59), now)).toBe('Yesterday');
    expect(formatListTime(at(2026, 11, 20, 8, 0), now)).toBe('Nov 20');
    expect(formatListTime(at(2025, 12, 31, 8, 0), now)).toBe('Dec 31, 2025');
  });
  it('says Yesterday across a month boundary', () => {
    expect(formatListTime(at(2026, 10, 31, 18, 0), new Date(2026, 10, 1, 8, 0))).toBe('Yesterday');
  });
  describe('in German and French', () => {
    afterAll(() => activateLocale('en'));
    it('uses the 24-hour clock, the translated Yesterday and day-month dates', async () => {
      await activateLocale('de');
      expect(formatListTime(at(2026, 11, 22, 15, 5), now)).toBe('15:05');
      expect(formatListTime(at(2026, 11, 21, 23, 59), now)).toBe('Gestern');
      expect(formatListTime(at(2026, 11, 20, 8, 0), now)).toBe('20. Nov.');
      expect(formatListTime(at(2025, 12, 31, 8, 0), now)).toBe('31.12.2025');
      await activateLocale('fr');
      expect(formatListTime(at(2026, 11, 22, 15, 5), now)).toBe('15:05');
      expect(formatListTime(at(2026, 11, 21, 23, 59), now)).toBe('Hier');
      expect(formatListTime(at(2026, 11, 20, 8, 0), now)).toBe('20 nov.');
      expect(formatListTime(at(2025, 12, 31, 8, 0), now)).toBe('31/12/2025');
    });
  });
});

describe('send key', () => {
  it('sends on Enter, adds a line on Shift+Enter, and waits while an input method composes', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('a notification’s link', () => {
  it('reads the message id of /messages?message=<id> and nothing else', () => {
    expect(parseMessageId('42')).toBe(42);
    expect(parseMessageId(null)).toBeNull();
    expect(parseMessageId('0')).toBeNull();
    expect(parseMessageId('-3')).toBeNull();
    expect(parseMessageId('4e2')).toBeNull();
    expect(parseMessageId('12abc')).toBeNull();
    expect(parseMessageId('99999999999999999')).toBeNull();
  });
});
