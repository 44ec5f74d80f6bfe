import { SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { EventCode, resolveOrderException, type OpsReference } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { PlaceFields } from '../events/place-fields';
import { FORM_SEND, RefusalAlert } from '../form/server-errors';
import { RESOLVE_FIELDS, resolveExceptionSchema, toResolveInput, type ResolveExceptionValues } from './exception-schemas';
import type { ExceptionDialogProps } from './raise-exception-dialog';
import { useFormMutation } from '../form/use-form-mutation';

function resolvedTemplate(reference: OpsReference) {
  return reference.eventTemplates.find((template) => template.code === EventCode.EXCEPTION_RESOLVED);
}

/**
 * Resolves the open exception: the order resumes the status it interrupted with an EXCEPTION_RESOLVED event. The
 * resolution is internal; the description (pre-filled from the template, editable) is what customers read.
 */
export function ResolveExceptionDialog({ order, reference, onClose, onDone }: ExceptionDialogProps) {
  const template = resolvedTemplate(reference);
  const form = useForm<ResolveExceptionValues>({
    resolver: zodResolver(resolveExceptionSchema),
    defaultValues: {
      resolution: '',
      descriptionZh: template?.descriptionZh ?? '',
      descriptionEn: template?.descriptionEn ?? '',
      locationZh: '',
      locationEn: '',
      timeZone: reference.defaultTimeZone,
    },
  });
  const { register, formState } = form;
  const mutation = useFormMutation(form, RESOLVE_FIELDS, (values: ResolveExceptionValues) => resolveOrderException(order.id, toResolveInput(values), FORM_SEND), onDone);
  const waybillNumber = order.waybillNumber;
  const errors = formState.errors;

  return (
    <FormDialog
      title={<Trans>解决异常：{waybillNumber}</Trans>}
      onClose={onClose}
      form={form}
      mutation={mutation}
      submitLabel={<Trans>解决异常</Trans>}
    >
      <RefusalAlert error={mutation.error} />
      <FormField label={<Trans>处理结果</Trans>} required helper={<Trans>仅员工可见</Trans>} error={errors.resolution?.message}>
        {/* The dialog opens on what staff came to write (issue 27: it opened on the time-zone select), whatever the
            focus trap finds tabbable when it starts: focused as it mounts, the trap keeps it. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the first field of a modal dialog, opened by the user */}
        <Textarea rows={2} {...register('resolution')} maxLength={1000} autoFocus />
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        <Trans>运单将恢复到异常前的状态，客户会在轨迹中看到下面的描述。</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<Trans>描述（中文）</Trans>} error={errors.descriptionZh?.message}>
          <Textarea rows={2} {...register('descriptionZh')} maxLength={500} />
        </FormField>
        <FormField label={<Trans>描述（英文）</Trans>} error={errors.descriptionEn?.message}>
          <Textarea rows={2} {...register('descriptionEn')} maxLength={500} />
        </FormField>
      </SimpleGrid>
      <FormProvider {...form}>
        <PlaceFields />
      </FormProvider>
    </FormDialog>
  );
}
