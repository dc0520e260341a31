import { Box, Code, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { parseBlocks, parseInline } from '../markdown.utils';

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((run, i) =>
        run.code ? <Code key={i} size="sm">{run.text}</Code> : run.bold ? <Text as="strong" key={i} fontWeight="semibold">{run.text}</Text> : <Fragment key={i}>{run.text}</Fragment>,
      )}
    </>
  );
}

/** The assistant's text with its headings and lists laid out; everything is rendered as text, never HTML. */
export function MarkdownText({ text }: { text: string }) {
  const blocks = useMemo(() => parseBlocks(text), [text]);
  return (
    <Stack gap="2" minW="0" overflowWrap="anywhere">
      {blocks.map((b, i) => {
        if (b.type === 'heading') {
          return (
            <Heading key={i} as={b.level <= 2 ? 'h3' : 'h4'} size={b.level <= 2 ? 'sm' : 'xs'} mt={i > 0 ? '2' : '0'}>
              <InlineText text={b.text} />
            </Heading>
          );
        }
        if (b.type === 'list') {
          return (
            <List.Root key={i} as={b.ordered ? 'ol' : 'ul'} ps="5" gap="1" listStyleType={b.ordered ? 'decimal' : 'disc'}>
              {b.items.map((item, j) => (
                <List.Item key={j}>
                  <InlineText text={item} />
                </List.Item>
              ))}
            </List.Root>
          );
        }
        return (
          <Box key={i} whiteSpace="pre-wrap">
            <InlineText text={b.text} />
          </Box>
        );
      })}
    </Stack>
  );
}
