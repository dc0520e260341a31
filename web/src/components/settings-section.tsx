import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** One titled card of the Settings page (a landmark region named by its heading). */
export function SettingsSection({ title, description, icon, children, testId, id }: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** An anchor other pages link to (`/settings#clinics`). */
  id?: string;
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={testId} id={id} scrollMarginTop="20">
      <Card.Header pb="0">
        <Flex align="center" gap="2">
          {icon}
          <Heading as="h2" size="md" id={headingId}>{title}</Heading>
        </Flex>
        {description && <Text color="fg.muted" fontSize="sm">{description}</Text>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
