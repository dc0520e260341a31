import { Badge, Box, Button, Card, Code, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { printRawBody } from '../guidelines.utils';
import { t } from '../../../i18n';
import { msg } from '../../../../../core/i18n/msg';

/** What one debug call brought back: the status line and the body as received, or why it failed. */
type Outcome = { kind: 'response'; ok: boolean; status: string; body: string } | { kind: 'error'; message: string };

/** Fetches a URL and keeps the raw answer: the page exists to see exactly what the server sends. */
async function fetchRaw(url: string): Promise<Outcome> {
  try {
    const res = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    return { kind: 'response', ok: res.ok, status: `${res.status} ${res.statusText}`.trim(), body: await res.text() };
  } catch (err) {
    return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
  }
}

function DebugCard({ title, url, buttonLabel }: { title: string; url: string; buttonLabel: string }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [loading, setLoading] = useState(false);
  const run = async () => {
    setLoading(true);
    setOutcome(await fetchRaw(url));
    setLoading(false);
  };
  const id = `debug-${title.toLowerCase()}`;

  return (
    <Card.Root minW="0" data-testid={id}>
      <Card.Header>
        <Card.Title as="h2">{t(title)}</Card.Title>
        <Card.Description>GET <Code size="sm">{url}</Code></Card.Description>
      </Card.Header>
      <Card.Body gap="3">
        <Button colorPalette="brand" minH="11" alignSelf="flex-start" loading={loading} onClick={() => void run()}>{t(buttonLabel)}</Button>
        <Box aria-live="polite">
          {outcome?.kind === 'error' && (
            <Text color="fg.error" role="alert" data-testid={`${id}-error`}>{t('Error: {message}', { message: outcome.message })}</Text>
          )}
          {outcome?.kind === 'response' && (
            <>
              <Flex align="center" gap="2" mb="2">
                <Badge colorPalette={outcome.ok ? 'green' : 'red'}>{outcome.status}</Badge>
                {!outcome.ok && <Text color="fg.error" fontSize="sm">{t('The server answered with an error.')}</Text>}
              </Flex>
              <Box as="pre" tabIndex={0} aria-label={t('{title} response', { title: t(title) })} data-testid={`${id}-output`}
                fontFamily="mono" fontSize="xs" p="3" bg="bg.muted" rounded="l2" maxH="96" overflow="auto" whiteSpace="pre">
                {printRawBody(outcome.body) || t('(empty body)')}
              </Box>
            </>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** /reference/debug-guidelines (spec §2): calls both guideline endpoints and prints what comes back. */
export default function DebugGuidelinesPage() {
  return (
    <>
      <PageHeader title={t('Guidelines Debug')} crumbs={[{ label: t('Home'), to: '/' }, { label: t('Reference') }, { label: t('Guidelines Debug') }]} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <DebugCard title={msg('Specialties')} url="/api/specialties" buttonLabel={msg('Fetch Specialties')} />
        <DebugCard title={msg('Guidelines')} url="/api/clinical-guidelines" buttonLabel={msg('Fetch Guidelines')} />
      </SimpleGrid>
    </>
  );
}
