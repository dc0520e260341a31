import { Hono } from 'hono';
import { can } from '../../core/permissions';
import { zonedRange } from '../../core/time';
import { requireSession } from '../auth/middleware';
import { allow } from '../auth/permissions';
import { sessionDb } from '../db/request-db';
import { countActiveAppointments } from '../db/queries/appointments';
import { countPendingLabResults } from '../db/queries/lab-results';
import { countUnreadMessages } from '../db/queries/messages';
import type { AppEnv } from '../env';
import { userTimeZone } from '../http/user-zone';

/**
 * GET /api/stats: today's appointments (mine), unread messages (mine), pending labs (clinic). The
 * pending-labs count is clinical content: null for a role without clinical access (front desk).
 */
export const statsRoutes = new Hono<AppEnv>().get('/stats', requireSession, allow('account:self'), async (c) => {
  const { clinicId, userId } = c.get('session');
  const db = sessionDb(c);
  const { start, end } = zonedRange(Date.now(), await userTimeZone(db, userId, c.req.query('tz')), 'day');
  const clinical = can(c.get('member'), 'clinical:read');
  const [appointments, messages, labResults] = await Promise.all([
    countActiveAppointments(db, clinicId, userId, start, end),
    countUnreadMessages(db, clinicId, userId, c.get('member')),
    clinical ? countPendingLabResults(db, clinicId) : null,
  ]);
  return c.json({ appointments, messages, labResults }, 200);
});
