import { Button, Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A dashboard panel: title, a link on the right ('View All', 'Manage'), content. */
export function PanelCard({ title, linkLabel, linkTo, children }: { title: string; linkLabel?: string; linkTo?: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header pb="2">
        <Flex justify="space-between" align="center">
          <Heading size="md">{title}</Heading>
          {linkLabel && linkTo && <Button asChild size="sm" variant="ghost" colorPalette="brand"><Link to={linkTo}>{linkLabel}</Link></Button>}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
