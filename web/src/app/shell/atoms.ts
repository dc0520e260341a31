import { atom } from 'jotai';

/** Whether the narrow-screen side menu is open (UI state only). */
export const sideMenuOpenAtom = atom(false);
