import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { t } from '../i18n';

/**
 * A page the signed-in user's role may not open (DESIGN.md §8; typed, bookmarked or linked): says
 * so and offers a way back, instead of a blank page, a 404 or the page's own failing requests.
 * `roleLabel` is the user's role, already translated; `ownersOnly` when the role would do but the
 * page is for clinic owners.
 */
export function NotAllowedPage({ roleLabel, ownersOnly }: { roleLabel: string; ownersOnly: boolean }) {
  const navigate = useNavigate();
  return (
    <Card.Root maxW="lg" mx="auto" mt="10" data-testid="not-allowed">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h1" size="xl">{t('Not allowed for your role')}</Heading>
          <Text color="fg.muted">
            {ownersOnly
              ? t('Only a clinic owner can open this page.')
              : t('Your role in this clinic ({role}) does not give access to this page. If you need it, ask a clinic owner to change your role.', { role: roleLabel })}
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" minH="11"><Link to="/dashboard">{t('Go to Dashboard')}</Link></Button>
            <Button variant="outline" minH="11" onClick={() => void navigate(-1)}>{t('Go back')}</Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
