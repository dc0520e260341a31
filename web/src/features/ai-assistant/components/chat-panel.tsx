import { Box, Card, Flex, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { SparkIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { aiEhrPatientAtom, aiPatientAtom, chatDraftAtom, chatImageAtom, chatMessagesAtom, chatPendingAtom } from '../atoms';
import { useChat } from '../use-chat';
import { PaperclipIcon, SendIcon } from './ai-icons';
import { ChatMessageView } from './chat-message';
import { ImagePreview, useImagePicker } from './image-attachment';

/** Spec §2: the chat panel is 600 px tall. */
export const CHAT_PANEL_HEIGHT = '600px';

function EmptyChat() {
  const patient = useAtomValue(aiPatientAtom);
  const ehrPatient = useAtomValue(aiEhrPatientAtom);
  const name = ehrPatient?.name ?? patient?.fullName;
  return (
    <Stack align="center" justify="center" textAlign="center" gap="2" h="full" px="4" color="fg.muted" data-testid="chat-empty">
      <SparkIcon boxSize="8" color="brand.solid" />
      <Text fontWeight="semibold" color="fg">{t('Ask MedAssist a clinical question')}</Text>
      <Text fontSize="sm" maxW="28rem">
        {name
          ? t("Dosing, differentials, guideline questions or scores such as CHA2DS2-VASc. You can attach an image and the assistant will use {name}'s record.", { name })
          : t('Dosing, differentials, guideline questions or scores such as CHA2DS2-VASc. You can attach an image, or pick a patient above to give it their record.')}
      </Text>
    </Stack>
  );
}

/**
 * The conversation (spec §4 Chat): messages, an attached image preview, and a box about 40 px high
 * where Enter sends and Shift+Enter adds a line; sending is blocked while pending or empty.
 */
export function ChatPanel() {
  const messages = useAtomValue(chatMessagesAtom);
  const pending = useAtomValue(chatPendingAtom);
  const [draft, setDraft] = useAtom(chatDraftAtom);
  const [image, setImage] = useAtom(chatImageAtom);
  const { submit } = useChat();
  const picker = useImagePicker(setImage);
  const listRef = useRef<HTMLDivElement>(null);
  const canSend = !pending && (draft.trim() !== '' || image !== null);

  // Keep the newest text in view while an answer streams in.
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (canSend) void submit();
  };

  return (
    <Card.Root h={CHAT_PANEL_HEIGHT} overflow="hidden" data-testid="chat-panel">
      {/* Focusable, so a keyboard can scroll a conversation longer than the panel (axe: scrollable-region-focusable). */}
      <Box ref={listRef} flex="1" minH="0" overflowY="auto" px={{ base: '3', md: '4' }} py="4" role="log" aria-label={t('Conversation with MedAssist')} tabIndex={0}>
        {messages.length === 0 ? (
          <EmptyChat />
        ) : (
          <Stack gap="3">
            {messages.map((m) => <ChatMessageView key={m.id} message={m} />)}
          </Stack>
        )}
      </Box>
      <Stack gap="2" borderTopWidth="1px" p={{ base: '2', md: '3' }} bg="bg">
        {image && <ImagePreview image={image} onRemove={() => setImage(null)} disabled={pending} />}
        <Flex gap="2" align="flex-end">
          {picker.input}
          <IconButton aria-label={t('Attach image')} variant="outline" size="md" onClick={picker.open} flexShrink="0">
            <PaperclipIcon />
          </IconButton>
          <Textarea
            name="prompt"
            aria-label={t('Message MedAssist')}
            placeholder={t('Ask a clinical question...')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            autoresize
            minH="10"
            maxH="32"
            py="2"
            resize="none"
            flex="1"
          />
          <IconButton aria-label={t('Send message')} colorPalette="brand" size="md" onClick={() => void submit()} disabled={!canSend} loading={pending} flexShrink="0">
            <SendIcon />
          </IconButton>
        </Flex>
        <Text fontSize="xs" color="fg.muted" px="1">
          {t('MedAssist supports, and does not replace, your clinical judgement. Check anything you act on.')}
        </Text>
      </Stack>
    </Card.Root>
  );
}
