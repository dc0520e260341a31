import { atom } from 'jotai';
import type { LiveNotification } from '../../../../core/events';

/** Notifications received this session, newest first (spec §4). */
export const notificationsAtom = atom<LiveNotification[]>([]);

/** Live channel state; the bell shows a yellow dot while disconnected. */
export const liveStatusAtom = atom<'connected' | 'disconnected'>('disconnected');
