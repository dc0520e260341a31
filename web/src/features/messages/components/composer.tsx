import { Box, CloseButton, Field, Flex, IconButton, Switch, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { MessageCreateSchema, type MessageCreate } from '../../../../../core/schemas/messages';
import { FileTextIcon, FlaskIcon, PaperclipIcon, SendIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { notify } from '../../../lib/toaster';
import { useZodForm, type FormSchema } from '../../../lib/use-zod-form';
import { useSendMessage } from '../api';
import { isSendKey, messageTypeFor, type Attachment } from '../messages.utils';
import { AttachDialog } from './attach-dialog';

/** What the composer holds; the request body is derived from it (the attachment carries names to show). */
type Draft = { content: string; urgent: boolean; attachment: Attachment | null };
const EMPTY_DRAFT: Draft = { content: '', urgent: false, attachment: null };

/** The draft checked by the shared MessageCreateSchema, so the server's messages show under the box. */
function draftSchema(toId: number): FormSchema<Draft, ReturnType<typeof MessageCreateSchema.parse>> {
  const toBody = (d: Draft): MessageCreate => ({
    toId,
    content: d.content,
    type: messageTypeFor(d.attachment),
    priority: d.urgent ? 'urgent' : 'normal',
    ...(d.attachment ? { patientId: d.attachment.patientId } : {}),
    ...(d.attachment?.kind === 'result' ? { labResultId: d.attachment.labResultId } : {}),
  });
  return { safeParse: (d) => MessageCreateSchema.safeParse(toBody(d)) };
}

/** Writes to one colleague: text (Enter sends, Shift+Enter adds a line), an attached patient or result, and an Urgent toggle. */
export function Composer({ toId, toName, autoFocus }: { toId: number; toName: string; autoFocus: boolean }) {
  const schema = useMemo(() => draftSchema(toId), [toId]);
  const form = useZodForm(schema, EMPTY_DRAFT);
  const { content: text, urgent, attachment } = form.values;
  const [attaching, setAttaching] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage();
  // One message under the box: the text's own, else whatever else the schema refused.
  const error = form.errors.content ?? Object.values(form.errors).find(Boolean);

  const submit = () => {
    if (send.isPending || text.trim() === '') return;
    const body = form.validate();
    if (!body) return;
    send.mutate(body, {
      onSuccess: () => {
        form.reset();
        input.current?.focus();
      },
      onError: (err) => {
        const field = err instanceof ApiRequestError ? Object.values(err.fieldErrors)[0]?.[0] : undefined;
        notify(t('Message not sent'), field ? t(field) : err.message, 'error');
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
              ? `${t('Result: {name}', { name: attachment.labName })}${attachment.patientName ? ` · ${attachment.patientName}` : ''}`
              : t('Patient: {name}', { name: attachment.patientName })}
          </Text>
          <CloseButton size="sm" aria-label={t('Remove attachment')} onClick={() => form.setField('attachment', null)} />
        </Flex>
      )}
      <Flex gap="2" align="flex-end">
        <IconButton type="button" variant="ghost" aria-label={t('Attach a patient or result')} onClick={() => setAttaching(true)}
          minW={{ base: '11', md: '10' }} minH={{ base: '11', md: '10' }} data-testid="attach-button">
          <PaperclipIcon />
        </IconButton>
        <Field.Root invalid={Boolean(error)} flex="1" minW="0">
          <Field.Label srOnly>{t('Message to {name}', { name: toName })}</Field.Label>
          <Textarea ref={input} name="message" placeholder={t('Type your message...')} rows={1} autoresize maxH="10rem" minH="11" resize="none"
            value={text} autoFocus={autoFocus}
            onChange={(e) => form.setField('content', e.target.value)}
            onKeyDown={(e) => {
              if (isSendKey({ key: e.key, shiftKey: e.shiftKey, isComposing: e.nativeEvent.isComposing })) {
                e.preventDefault();
                submit();
              }
            }} />
          {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
        </Field.Root>
        <IconButton type="submit" colorPalette="brand" aria-label={t('Send message')} loading={send.isPending} disabled={text.trim() === ''}
          minW={{ base: '11', md: '10' }} minH={{ base: '11', md: '10' }} data-testid="send-button">
          <SendIcon />
        </IconButton>
      </Flex>
      <Flex mt="1" align="center" justify="space-between" gap="3">
        <Switch.Root checked={urgent} onCheckedChange={(e) => form.setField('urgent', e.checked)} colorPalette="red" size="sm" minH="11" data-testid="urgent-toggle">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label fontWeight={urgent ? 'semibold' : 'normal'} color={urgent ? 'fg.error' : 'fg.muted'}>{t('Urgent')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="xs" color="fg.muted" hideBelow="md">{t('Enter to send · Shift+Enter for a new line')}</Text>
      </Flex>
      <AttachDialog open={attaching} onClose={() => setAttaching(false)}
        onAttach={(a) => { form.setField('attachment', a); setAttaching(false); }} />
    </Box>
  );
}
