import { Button, Card, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { msg } from '../../../../../core/i18n/msg';
import { BookIcon, ChatIcon, FileTextIcon, FlowIcon, PillIcon } from '../../../components/icons';
import { t } from '../../../i18n';

/** Spec §2: three fixed sample queries that fill the chat box and send it (in the user's language). */
export const SAMPLE_QUERIES = [
  msg('What are the first-line treatment options for newly diagnosed hypertension in a patient with type 2 diabetes?'),
  msg('CHA2DS2-VASc for a 72-year-old woman with hypertension'),
  msg('Which drug interactions should I check before starting apixaban?'),
] as const;

/** Recent Queries card: each sample query is a button that asks it. */
export function RecentQueriesCard({ onAsk, disabled }: { onAsk: (query: string) => void; disabled: boolean }) {
  return (
    <Card.Root size="sm" data-testid="recent-queries">
      <Card.Header>
        <Card.Title fontSize="md">{t('Recent Queries')}</Card.Title>
      </Card.Header>
      <Card.Body gap="1" pt="2">
        {SAMPLE_QUERIES.map((q) => (
          <Button key={q} variant="ghost" size="sm" h="auto" py="2" px="2" justifyContent="flex-start" alignItems="flex-start" textAlign="start"
            whiteSpace="normal" fontWeight="normal" onClick={() => onAsk(t(q))} disabled={disabled} data-testid="sample-query">
            <ChatIcon boxSize="4" flexShrink="0" color="brand.fg" mt="0.5" />
            <Text flex="1">{t(q)}</Text>
          </Button>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

const RESOURCES = [
  { label: msg('Clinical Guidelines'), to: '/guidelines-direct', icon: BookIcon },
  { label: msg('Drug Interactions'), to: '/reference/drug-interactions', icon: PillIcon },
  { label: msg('Medical Literature'), to: '/reference/medical-literature', icon: FileTextIcon },
  { label: msg('Diagnostic Algorithms'), to: '/reference/diagnostic-algorithms', icon: FlowIcon },
] as const;

/** Resources card (spec §2): links to the reference pages. */
export function ResourcesCard() {
  return (
    <Card.Root size="sm" data-testid="ai-resources">
      <Card.Header>
        <Card.Title fontSize="md">{t('Resources')}</Card.Title>
      </Card.Header>
      <Card.Body pt="2">
        <Stack gap="1">
          {RESOURCES.map(({ label, to, icon: Icon }) => (
            <Link key={to} asChild color="brand.fg" px="2" py="1.5" rounded="md" _hover={{ bg: 'bg.muted', textDecoration: 'none' }} display="flex" gap="2" alignItems="center">
              <RouterLink to={to}>
                <Icon boxSize="4" flexShrink="0" />
                {t(label)}
              </RouterLink>
            </Link>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
