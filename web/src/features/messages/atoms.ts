import { atom } from 'jotai';
import type { Message } from '../../../../core/schemas/messages';
import type { Partner } from './messages.utils';

/** The open conversation: who with, and the inbox message it was opened from (none for a new message). */
export interface OpenConversation {
  /** The signed-in user it was opened by, so a later session never inherits it. */
  ownerId: number;
  partner: Partner;
  message: Message | null;
}

/** The open conversation; kept while the user visits other pages, so coming back shows it again. */
export const openConversationAtom = atom<OpenConversation | null>(null);
