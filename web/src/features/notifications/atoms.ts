import { atom } from 'jotai';

/** Live channel state; the bell shows a yellow dot while disconnected. */
export const liveStatusAtom = atom<'connected' | 'disconnected'>('disconnected');
