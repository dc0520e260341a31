import { Box, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { SparkIcon } from '../../../components/icons';
import { t } from '../../../i18n';
import { formatTime } from '../../../lib/format';
import type { ChatMessage } from '../ai.utils';
import { AlertIcon } from './ai-icons';
import { MarkdownText } from './markdown-text';
import { REFERENCE_TOOL_NAMES, ReferenceToolCard } from './reference-tool-card';
import { ToolCallCard } from './tool-call-card';

/** One message of the chat: the user's on the right, the assistant's on the left with what it calculated. */
export function ChatMessageView({ message: m }: { message: ChatMessage }) {
  const mine = m.role === 'user';
  const thinking = m.status === 'streaming' && m.content === '' && (m.toolCalls ?? []).length === 0;
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} data-testid={mine ? 'chat-user-message' : 'chat-assistant-message'} data-status={m.status ?? 'done'}>
      <Stack
        gap="2"
        maxW={{ base: '92%', md: '85%' }}
        minW="0"
        px="3"
        py="2"
        rounded="lg"
        bg={mine ? 'brand.solid' : m.status === 'error' ? 'bg.error' : 'bg.muted'}
        color={mine ? 'brand.contrast' : m.status === 'error' ? 'fg.error' : 'fg'}
        roundedBottomRight={mine ? 'sm' : 'lg'}
        roundedBottomLeft={mine ? 'lg' : 'sm'}
      >
        {!mine && (
          <HStack gap="1.5" fontSize="xs" color={m.status === 'error' ? 'fg.error' : 'fg.muted'}>
            {m.status === 'error' ? <AlertIcon boxSize="3.5" /> : <SparkIcon boxSize="3.5" />}
            <Text>MedAssist</Text>
          </HStack>
        )}
        {m.imageUrl && <Image src={m.imageUrl} alt={t('Attached image')} maxH="40" maxW="full" objectFit="contain" rounded="md" bg="bg" />}
        {(m.toolCalls ?? []).map((call) => REFERENCE_TOOL_NAMES.has(call.toolName) ? <ReferenceToolCard key={call.toolCallId} call={call} /> : <ToolCallCard key={call.toolCallId} call={call} />)}
        {thinking ? (
          <Text color="fg.muted" fontStyle="italic" aria-live="polite">{t('Thinking...')}</Text>
        ) : mine ? (
          m.content && <Text whiteSpace="pre-wrap" overflowWrap="anywhere">{m.content}</Text>
        ) : (
          m.content && <Box aria-live={m.status === 'streaming' ? 'polite' : undefined}><MarkdownText text={m.content} /></Box>
        )}
        {m.incomplete && <Text fontSize="xs" color="fg.muted">{t('The answer was interrupted.')}</Text>}
        <Text fontSize="2xs" color={mine ? 'brand.contrast' : 'fg.muted'} textAlign={mine ? 'end' : 'start'}>{formatTime(m.timestamp)}</Text>
      </Stack>
    </Flex>
  );
}
