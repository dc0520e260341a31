import { Badge, Box, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';
import { formatSize, type FileImport } from '../import.utils';

const STATUS: Record<FileImport['status'], { label: string; palette: string }> = {
  waiting: { label: msg('Waiting'), palette: 'gray' },
  sending: { label: msg('Uploading'), palette: 'blue' },
  importing: { label: msg('Importing'), palette: 'blue' },
  done: { label: msg('Imported'), palette: 'green' },
  failed: { label: msg('Not imported'), palette: 'red' },
};

function percentOf(f: FileImport): number | null {
  if (f.status === 'waiting') return 0;
  if (f.status === 'sending') return Math.round(f.fraction * 90);
  // The server's share has no measurable progress: the bar waits at 90 % until the answer.
  if (f.status === 'importing') return null;
  return 100;
}

/** One file: name, size, its progress bar and what came of it. */
export function FileProgress({ file }: { file: FileImport }) {
  const status = STATUS[file.status];
  const percent = percentOf(file);
  const errors = file.answer?.errors.length ?? 0;
  return (
    <Box as="li" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="import-file">
      <Flex gap="2" align="center" wrap="wrap" mb="2">
        <Text fontWeight="semibold" overflowWrap="anywhere" flex="1" minW="0">{file.name}</Text>
        <Text fontSize="sm" color="fg.muted">{formatSize(file.size)}</Text>
        <Badge colorPalette={status.palette}>{t(status.label)}</Badge>
      </Flex>
      <Progress.Root value={percent} max={100} size="sm" colorPalette={file.status === 'failed' ? 'red' : 'brand'} aria-label={t('{file}: {status}', { file: file.name, status: t(status.label) })}>
        <Progress.Track rounded="full"><Progress.Range /></Progress.Track>
      </Progress.Root>
      <Stack gap="0" mt="1" fontSize="sm">
        {file.error && <Text color="fg.error">{file.error}</Text>}
        {file.answer && (
          <Text color="fg.muted">
            {file.answer.patients.map((p) => p.fullName).join(', ') || t('No patient')}
            {errors > 0 && ` · ${t('{count, plural, one {# resource} other {# resources}} not imported', { count: errors })}`}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
