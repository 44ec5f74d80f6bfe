import { Card, DataList, Heading, HStack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A titled part of a page (an `h2` naming a `section`, in a card), with optional actions beside the title. `id` names
 * the heading where a page links to it or a test finds it; otherwise one is made up.
 */
export function CardSection({ id, title, actions, children }: { id?: string; title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const madeUp = useId();
  const headingId = id ?? madeUp;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A label and its value in a `DataList`; an empty value shows `--`. */
export function DataItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children === '' || children === null || children === undefined ? '--' : children}</DataList.ItemValue>
    </DataList.Item>
  );
}
