import { Card, Flex, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarIcon, FlaskIcon, MailIcon } from '../../../components/icons';
import { useCanCheck } from '../../../lib/permissions';
import { statsQuery } from '../api';
import { msg } from '../../../../../core/i18n/msg';
import { t } from '../../../i18n';

const CARDS = [
  { key: 'appointments', label: msg("Today's Appointments"), to: '/appointments', icon: CalendarIcon, palette: 'blue', permission: 'appointments:read' },
  { key: 'messages', label: msg('New Messages'), to: '/messages', icon: MailIcon, palette: 'green', permission: 'messages:read' },
  { key: 'labResults', label: msg('Pending Lab & Imaging'), to: '/labs', icon: FlaskIcon, palette: 'orange', permission: 'clinical:read' },
] as const;

/** Spec §2: three stat cards, each a link, with real counts; a role sees those it may open (front desk: no results). */
export function StatCards() {
  const stats = useQuery(statsQuery);
  const allowed = useCanCheck();
  const cards = CARDS.filter((c) => allowed(c.permission));
  return (
    <SimpleGrid columns={{ base: 1, sm: cards.length }} gap="4">
      {cards.map((c) => (
        <Link key={c.key} to={c.to} data-testid={`stat-${c.key}`}>
          <Card.Root _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }} transition="all 0.15s">
            <Card.Body>
              <Flex align="center" gap="4">
                <Flex boxSize="12" rounded="lg" align="center" justify="center" bg={`${c.palette}.subtle`} color={`${c.palette}.fg`}>
                  <c.icon boxSize="6" />
                </Flex>
                <div>
                  <Text fontSize="sm" color="fg.muted">{t(c.label)}</Text>
                  {stats.isPending ? <Skeleton h="8" w="10" /> : (
                    <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid={`stat-${c.key}-value`}>{stats.data?.[c.key] ?? '—'}</Text>
                  )}
                </div>
              </Flex>
            </Card.Body>
          </Card.Root>
        </Link>
      ))}
    </SimpleGrid>
  );
}
