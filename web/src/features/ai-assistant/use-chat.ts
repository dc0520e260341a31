import { useStore } from 'jotai';
import { useCallback } from 'react';
import { MedAssistRequestSchema, type MedAssistRequest } from '../../../../core/schemas/ai';
import { msg } from '../../../../core/i18n/msg';
import { t } from '../../i18n';
import { notify } from '../../lib/toaster';
import { aiErrorText, applyToolChunk, CHAT_FAILED_TOAST, historyFor, type ChatMessage } from './ai.utils';
import { streamChat, streamChatAboutEhrPatient } from './api';
import { aiContextBodyAtom, aiEhrPatientAtom, chatDraftAtom, chatImageAtom, chatMessagesAtom, chatPendingAtom } from './atoms';

let counter = 0;
const newId = () => `m${Date.now().toString(36)}${(counter += 1)}`;

const NO_ANSWER = msg('The assistant returned no answer. Please try rephrasing the question.');

/**
 * Sending a chat message (spec §4 Chat): blocked while pending or when there is neither text nor an
 * image; appends the question and a 'Thinking...' answer that fills in as it streams; on failure a
 * toast and the error text (spec §8) in the chat. State lives in the jotai store, so an answer that
 * arrives after the user has left the page is still there when they return.
 */
export function useChat() {
  const store = useStore();

  /** Sends the chat box (or `text`, which is first put in the box). Resolves true on success. */
  const submit = useCallback(
    async (text?: string): Promise<boolean> => {
      if (text !== undefined) store.set(chatDraftAtom, text);
      if (store.get(chatPendingAtom)) return false;
      const prompt = (text ?? store.get(chatDraftAtom)).trim();
      const image = store.get(chatImageAtom);
      if (!prompt && !image) return false;

      const history = historyFor(store.get(chatMessagesAtom));
      const body: MedAssistRequest = {
        prompt,
        ...(image ? { imageData: image.base64 } : {}),
        ...store.get(aiContextBodyAtom),
        ...(history.length > 0 ? { history } : {}),
      };
      const checked = MedAssistRequestSchema.safeParse(body);
      if (!checked.success) {
        notify(t('Error'), t(checked.error.issues[0]?.message ?? ''), 'error');
        return false;
      }

      const now = Date.now();
      const answerId = newId();
      store.set(chatMessagesAtom, (prev) => [
        ...prev,
        { id: newId(), role: 'user', content: prompt, timestamp: now, ...(image ? { imageUrl: image.dataUrl } : {}) },
        { id: answerId, role: 'assistant', content: '', timestamp: now, status: 'streaming', toolCalls: [] },
      ]);
      store.set(chatDraftAtom, '');
      store.set(chatPendingAtom, true);
      const update = (fn: (m: ChatMessage) => ChatMessage) => store.set(chatMessagesAtom, (prev) => prev.map((m) => (m.id === answerId ? fn(m) : m)));

      try {
        const stream = store.get(aiEhrPatientAtom) ? streamChatAboutEhrPatient : streamChat;
        await stream(body, {
          onChunk: (chunk) => {
            if (chunk.type === 'text-delta' && chunk.delta) update((m) => ({ ...m, content: m.content + chunk.delta }));
            else if (chunk.type.startsWith('tool-')) update((m) => ({ ...m, toolCalls: applyToolChunk(m.toolCalls ?? [], chunk) }));
          },
        });
        update((m) => ({ ...m, status: 'done', timestamp: Date.now(), content: m.content || ((m.toolCalls ?? []).length > 0 ? '' : t(NO_ANSWER)) }));
        // Spec §4: the attached image is cleared after a successful send (unless another was attached meanwhile).
        if (store.get(chatImageAtom) === image) store.set(chatImageAtom, null);
        return true;
      } catch (err) {
        notify(t('Error'), t(CHAT_FAILED_TOAST), 'error');
        const errorText = aiErrorText(err);
        store.set(chatMessagesAtom, (prev) => {
          const started = prev.find((m) => m.id === answerId);
          if (started && (started.content !== '' || (started.toolCalls ?? []).length > 0)) {
            return [
              ...prev.map((m) => (m.id === answerId ? { ...m, status: 'done' as const, incomplete: true } : m)),
              { id: newId(), role: 'assistant', content: errorText, timestamp: Date.now(), status: 'error' },
            ];
          }
          return prev.map((m) => (m.id === answerId ? { ...m, content: errorText, status: 'error' as const, timestamp: Date.now() } : m));
        });
        return false;
      } finally {
        store.set(chatPendingAtom, false);
      }
    },
    [store],
  );

  return { submit };
}
