import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { t } from '../i18n';

/** Spec §2: any unknown path when signed in. */
export default function NotFoundPage() {
  return (
    <Card.Root maxW="lg" mx="auto" mt="10">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h1" size="xl">{t('404 Page Not Found')}</Heading>
          <Text color="fg.muted">{t('The page you are looking for does not exist or has moved.')}</Text>
          <Button asChild colorPalette="brand" alignSelf="flex-start"><Link to="/dashboard">{t('Go to Dashboard')}</Link></Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
