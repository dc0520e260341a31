import { Card, Text } from '@chakra-ui/react';
import { PageHeader } from './page-header';

/** A page whose capability lands with a later issue: titled with its name, honest about it. */
export function PlaceholderPage({ title, note }: { title: string; note?: string }) {
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Home', to: '/' }, { label: title }]} />
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{note ?? 'This part of MedAssist is being built and is not available yet.'}</Text>
        </Card.Body>
      </Card.Root>
    </>
  );
}
