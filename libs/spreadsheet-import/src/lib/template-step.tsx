import { Button, Card, Heading, List, Stack } from '@chakra-ui/react';
import { saveBlob } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface TemplateStepProps {
  /** Id of the card's heading (names the section). */
  headingId: string;
  /** The download button's text ("Download the order template"). */
  downloadLabel: ReactNode;
  /** The template's file name when saved. */
  fileName: string;
  download: () => Promise<Blob>;
  /** The template's rules, one list item each. */
  rules: readonly ReactNode[];
  /** What the flow adds below the rules (the member's default sender). */
  children?: ReactNode;
}

/** Step 1 of every import: the template to download and the rules of filling it in. */
export function TemplateStep({ headingId, downloadLabel, fileName, download, rules, children }: TemplateStepProps) {
  const save = useMutation({ mutationFn: async () => saveBlob(await download(), fileName) });
  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          <Trans>下载模板并填写</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" align="flex-start">
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {downloadLabel}
          </Button>
          <List.Root gap="1.5" ps="5">
            {rules.map((rule, index) => (
              // The rules are a fixed list: their order is their identity.
              // eslint-disable-next-line react/no-array-index-key
              <List.Item key={index}>{rule}</List.Item>
            ))}
          </List.Root>
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
