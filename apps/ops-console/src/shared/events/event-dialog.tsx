import type { EventInput, EventTemplate, OpsReference } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { RefusalAlert } from '../form/server-errors';
import { EventFields } from './event-fields';
import { EVENT_FIELDS, eventDefaults, eventSchema, toEventInput, type EventFormValues } from './event-schema';
import { useFormMutation } from '../form/use-form-mutation';

export interface EventDialogProps {
  title: ReactNode;
  reference: OpsReference;
  /** Only the moves the state machine allows (an order's next statuses, or those every waybill of a batch allows). */
  templates: readonly EventTemplate[];
  /** Sends the event (one order, or a whole batch); the caller reads the answer. */
  send: (input: EventInput) => Promise<unknown>;
  onSent: () => void;
  onClose: () => void;
  /** How a refusal reads (a batch lists the refused waybills); by default the server's message. */
  refusal?: (error: unknown) => ReactNode;
  /** Above the fields (what the event reaches). */
  intro?: ReactNode;
}

/** Posts one tracking event: a lazy chunk with its form (react-hook-form + zod). */
export function EventDialog({ title, reference, templates, send, onSent, onClose, refusal, intro }: EventDialogProps) {
  const [defaults] = useState(() => eventDefaults(reference.defaultTimeZone, true));
  const form = useForm<EventFormValues>({ resolver: zodResolver(eventSchema), defaultValues: defaults });
  // The time as prefilled means "now": only a time staff typed is sent (see toEventInput).
  const mutation = useFormMutation(form, EVENT_FIELDS, (values: EventFormValues) => send(toEventInput(values, { timeTyped: values.time !== defaults.time })), onSent);
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      form={form}
      mutation={mutation}
      submitLabel={<Trans>发布事件</Trans>}
    >
      {intro}
      {mutation.isError ? (refusal ? refusal(mutation.error) : <RefusalAlert error={mutation.error} />) : null}
      <FormProvider {...form}>
        <EventFields templates={templates} reference={reference} />
      </FormProvider>
    </FormDialog>
  );
}
