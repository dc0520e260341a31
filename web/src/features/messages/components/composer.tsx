import { Box, CloseButton, Field, Flex, IconButton, Switch, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { MessageCreateSchema } from '../../../../../core/schemas/messages';
import { FileTextIcon, FlaskIcon, PaperclipIcon, SendIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useSendMessage } from '../api';
import { isSendKey, messageTypeFor, type Attachment } from '../messages.utils';
import { AttachDialog } from './attach-dialog';

/** Writes to one colleague: text (Enter sends, Shift+Enter adds a line), an attached patient or result, and an Urgent toggle. */
export function Composer({ toId, toName, autoFocus }: { toId: number; toName: string; autoFocus: boolean }) {
  const [text, setText] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [attaching, setAttaching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage();

  const submit = () => {
    if (send.isPending || text.trim() === '') return;
    const parsed = MessageCreateSchema.safeParse({
      toId,
      content: text,
      type: messageTypeFor(attachment),
      priority: urgent ? 'urgent' : 'normal',
      ...(attachment ? { patientId: attachment.patientId } : {}),
      ...(attachment?.kind === 'result' ? { labResultId: attachment.labResultId } : {}),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Message cannot be sent.');
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setUrgent(false);
        setAttachment(null);
        input.current?.focus();
      },
      onError: (err) => {
        const field = err instanceof ApiRequestError ? Object.values(err.fieldErrors)[0]?.[0] : undefined;
        notify('Message not sent', field ?? err.message, 'error');
      },
    });
  };

  return (
    <Box as="form" px="3" pt="3" pb="2" borderTopWidth="1px" bg="bg" data-testid="composer"
      onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
      {attachment && (
        <Flex mb="2" align="center" gap="2" ps="3" pe="1" py="1" bg="bg.muted" rounded="md" maxW="full" data-testid="composer-attachment">
          {attachment.kind === 'result' ? <FlaskIcon boxSize="4" color="teal.fg" flexShrink="0" /> : <FileTextIcon boxSize="4" color="brand.fg" flexShrink="0" />}
          <Text fontSize="sm" flex="1" minW="0" truncate>
            {attachment.kind === 'result'
              ? `Result: ${attachment.labName}${attachment.patientName ? ` · ${attachment.patientName}` : ''}`
              : `Patient: ${attachment.patientName}`}
          </Text>
          <CloseButton size="sm" aria-label="Remove attachment" onClick={() => setAttachment(null)} />
        </Flex>
      )}
      <Flex gap="2" align="flex-end">
        <IconButton type="button" variant="ghost" aria-label="Attach a patient or result" onClick={() => setAttaching(true)}
          minW={{ base: '11', md: '10' }} minH={{ base: '11', md: '10' }} data-testid="attach-button">
          <PaperclipIcon />
        </IconButton>
        <Field.Root invalid={Boolean(error)} flex="1" minW="0">
          <Field.Label srOnly>Message to {toName}</Field.Label>
          <Textarea ref={input} name="message" placeholder="Type your message..." rows={1} autoresize maxH="10rem" minH="11" resize="none"
            value={text} autoFocus={autoFocus}
            onChange={(e) => { setText(e.target.value); if (error) setError(null); }}
            onKeyDown={(e) => {
              if (isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
                e.preventDefault();
                submit();
              }
            }} />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <IconButton type="submit" colorPalette="brand" aria-label="Send message" loading={send.isPending} disabled={text.trim() === ''}
          minW={{ base: '11', md: '10' }} minH={{ base: '11', md: '10' }} data-testid="send-button">
          <SendIcon />
        </IconButton>
      </Flex>
      <Flex mt="1" align="center" justify="space-between" gap="3">
        <Switch.Root checked={urgent} onCheckedChange={(e) => setUrgent(e.checked)} colorPalette="red" size="sm" minH="11" data-testid="urgent-toggle">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight={urgent ? 'semibold' : 'normal'} color={urgent ? 'fg.error' : 'fg.muted'}>Urgent</Switch.Label>
        </Switch.Root>
        <Text fontSize="xs" color="fg.muted" hideBelow="md">Enter to send · Shift+Enter for a new line</Text>
      </Flex>
      <AttachDialog open={attaching} onClose={() => setAttaching(false)}
        onAttach={(a) => { setAttachment(a); setAttaching(false); }} />
    </Box>
  );
}
