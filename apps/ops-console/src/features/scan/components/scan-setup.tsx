import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OpsReference } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { Trans } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { EventFields } from '../../../shared/events/event-fields';
import { eventSchema, type EventFormValues } from '../../../shared/events/event-schema';
import { postableTemplates } from '../../../shared/reference/reference';

/**
 * Step 1 of scan mode: the event every scan will post (chosen once), its place and the customer-facing text. No
 * time: each scan happens when it is scanned. Enter in any field starts scanning.
 */
export function ScanSetup({ reference, initial, onStart }: { reference: OpsReference; initial: EventFormValues; onStart: (values: EventFormValues) => void }) {
  const form = useForm<EventFormValues>({ resolver: zodResolver(eventSchema), defaultValues: initial });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onStart)} aria-labelledby="scan-setup-heading">
        <Stack gap="5">
        <Text id="scan-setup-heading" as="h2" fontSize="lg" fontWeight="semibold">
          <Trans>第 1 步：选择要扫描的事件</Trans>
        </Text>
        <Text color="fg.muted">
          <Trans>每个扫描的运单都会记录这个事件（时间为扫描时刻）；不允许的状态变化会被拒绝并显示在结果中。</Trans>
        </Text>
        <EventFields templates={postableTemplates(reference)} reference={reference} withTime={false} />
        <HStack>
          <Button type="submit" size="lg">
            <Trans>开始扫描</Trans>
          </Button>
        </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
