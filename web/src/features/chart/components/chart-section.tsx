import { Badge, Box, Button, Card, Collapsible, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ChevronRightIcon, EditIcon, PlusIcon } from '../../../components/icons';

// Titles and labels come translated from the section that uses these frames.

/** A card of the chart with its heading, a count and an Add button. */
export function ChartSection({ title, count, addLabel, onAdd, actions, children, testId }: {
  title: string;
  count?: number;
  addLabel?: string;
  onAdd?: (() => void) | undefined;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root as="section" aria-label={title} data-testid={testId} size="sm">
      <Card.Header>
        <Flex align="center" justify="space-between" gap="2" wrap="wrap">
          <Flex align="center" gap="2">
            <Heading as="h2" size="md">{title}</Heading>
            {count !== undefined && <Badge variant="subtle">{count}</Badge>}
          </Flex>
          <Flex gap="2" wrap="wrap">
            {actions}
            {onAdd && <Button size="sm" variant="outline" colorPalette="brand" onClick={onAdd}><PlusIcon /> {addLabel}</Button>}
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

/** One item of a list: its text, details underneath, and an Edit button named after the item. */
export function ChartItemRow({ title, badges, details, onEdit, editLabel, testId }: {
  title: ReactNode;
  badges?: ReactNode;
  details?: ReactNode;
  onEdit?: () => void;
  editLabel: string;
  testId?: string;
}) {
  return (
    <Flex gap="2" align="flex-start" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid={testId}>
      <Box flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" overflowWrap="anywhere">{title}</Text>
          {badges}
        </Flex>
        {details && <Box fontSize="sm" color="fg.muted" overflowWrap="anywhere">{details}</Box>}
      </Box>
      {onEdit && (
        <IconButton aria-label={editLabel} size="sm" variant="ghost" onClick={onEdit}><EditIcon /></IconButton>
      )}
    </Flex>
  );
}

/** Items kept out of sight until asked for (resolved problems, stopped medications). */
export function CollapsedItems({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  if (count === 0) return null;
  return (
    // Folded items are not rendered until opened: a long history (45 stopped medicines) would
    // otherwise cost the first paint of the chart on a phone (bench: chart render after data).
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" mt="1" px="1">
          <ChevronRightIcon transform={open ? 'rotate(90deg)' : undefined} transition="transform 0.15s" /> {label} ({count})
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="0">{children}</Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** What an empty list says. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <Text color="fg.muted" fontSize="sm">{children}</Text>;
}
