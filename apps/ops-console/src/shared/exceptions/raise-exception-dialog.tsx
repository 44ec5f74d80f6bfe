import { NativeSelect, SimpleGrid, Text, Textarea } from '@chakra-ui/react';
import { raiseOrderException, type OpsOrder, type OpsReference } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangeEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { PlaceFields } from '../events/place-fields';
import { prefilledText } from '../form/prefill';
import { FORM_SEND, RefusalAlert } from '../form/server-errors';
import { RAISE_FIELDS, raiseExceptionSchema, toRaiseInput, type RaiseExceptionValues } from './exception-schemas';
import { useFormMutation } from '../form/use-form-mutation';

export interface ExceptionDialogProps {
  order: { id: string; waybillNumber: string };
  reference: OpsReference;
  onClose: () => void;
  onDone: (order: OpsOrder) => void;
}

/**
 * Raises an exception (status 90): the reason, the explanation customers read in both languages (pre-filled from the
 * reason, editable: a reworded text is kept when the reason changes), an internal note and the place.
 */
export function RaiseExceptionDialog({ order, reference, onClose, onDone }: ExceptionDialogProps) {
  const { t } = useLingui();
  const form = useForm<RaiseExceptionValues>({
    resolver: zodResolver(raiseExceptionSchema),
    defaultValues: { reason: '', explanationZh: '', explanationEn: '', note: '', locationZh: '', locationEn: '', timeZone: reference.defaultTimeZone },
  });
  const { register, getValues, setValue, formState } = form;
  const infoOf = (reason: string) => reference.exceptionReasons.find((info) => info.reason === reason);
  const reason = register('reason');
  const onReasonChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const before = infoOf(getValues('reason'));
    void reason.onChange(event);
    const next = infoOf(event.target.value);
    setValue('explanationZh', prefilledText(getValues('explanationZh'), before?.explanationZh, next?.explanationZh));
    setValue('explanationEn', prefilledText(getValues('explanationEn'), before?.explanationEn, next?.explanationEn));
  };
  const mutation = useFormMutation(form, RAISE_FIELDS, (values: RaiseExceptionValues) => raiseOrderException(order.id, toRaiseInput(values), FORM_SEND), onDone);
  const waybillNumber = order.waybillNumber;
  const errors = formState.errors;

  return (
    <FormDialog
      title={<Trans>登记异常：{waybillNumber}</Trans>}
      onClose={onClose}
      form={form}
      mutation={mutation}
      submitLabel={<Trans>登记异常</Trans>}
    >
      <RefusalAlert error={mutation.error} />
      <FormField label={<Trans>原因</Trans>} required error={errors.reason?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...reason} onChange={onReasonChange}>
            <option value="">{t`请选择原因`}</option>
            {reference.exceptionReasons.map((info) => (
              <option key={info.reason} value={info.reason}>
                {info.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Text fontSize="sm" color="fg.muted">
        <Trans>客户会在运单详情和轨迹页面看到下面的说明（按其语言）。选择原因后自动填写，可以修改。</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<Trans>给客户的说明（中文）</Trans>} error={errors.explanationZh?.message}>
          <Textarea rows={3} {...register('explanationZh')} maxLength={500} />
        </FormField>
        <FormField label={<Trans>给客户的说明（英文）</Trans>} error={errors.explanationEn?.message}>
          <Textarea rows={3} {...register('explanationEn')} maxLength={500} />
        </FormField>
      </SimpleGrid>
      <FormField label={<Trans>内部备注</Trans>} helper={<Trans>仅员工可见</Trans>} error={errors.note?.message}>
        <Textarea rows={2} {...register('note')} maxLength={1000} />
      </FormField>
      <FormProvider {...form}>
        <PlaceFields />
      </FormProvider>
    </FormDialog>
  );
}
