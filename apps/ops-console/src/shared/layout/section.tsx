import { Card, DataList, Heading, HStack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled part of a page (an `h2` naming a `section`), with optional actions beside the title. */
export function Section({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id={id}>
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
export function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children === '' || children === null || children === undefined ? '--' : children}</DataList.ItemValue>
    </DataList.Item>
  );
}
