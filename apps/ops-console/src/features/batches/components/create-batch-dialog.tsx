import { NativeSelect, Textarea } from '@chakra-ui/react';
import { createBatch, type BatchDetail, type OpsReference } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { CREATE_BATCH_FIELDS, createBatchSchema, toCreateBatchInput, type CreateBatchValues } from '../api/batch-schemas';
import { RouteFields } from './route-fields';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** Opens a bag, master air waybill or container (a lazy chunk with its form), optionally with its first waybills. */
export function CreateBatchDialog({ reference, onClose, onCreated }: { reference: OpsReference; onClose: () => void; onCreated: (batch: BatchDetail) => void }) {
  const { t } = useLingui();
  const form = useForm<CreateBatchValues>({
    resolver: zodResolver(createBatchSchema),
    defaultValues: { type: '', reference: '', origin: '', destination: '', eta: '', timeZone: reference.defaultTimeZone, waybillNumbers: '' },
  });
  const create = useFormMutation(form, CREATE_BATCH_FIELDS, (values: CreateBatchValues) => createBatch(toCreateBatchInput(values), FORM_SEND), onCreated);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={<Trans>新建批次</Trans>}
      onClose={onClose}
      form={form}
      mutation={create}
      submitLabel={<Trans>创建</Trans>}
    >
      <RefusalAlert error={create.error} />
      <FormField label={<Trans>类型</Trans>} required error={errors.type?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('type')}>
            <option value="">{t`请选择批次类型`}</option>
            {reference.batchTypes.map((type) => (
              <option key={type.type} value={type.type}>
                {type.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormProvider {...form}>
        <RouteFields />
      </FormProvider>
      <FormField label={<Trans>运单号（可选）</Trans>} helper={<Trans>粘贴或扫描，每行一个，最多 500 个；以后也可以再加入</Trans>} error={errors.waybillNumbers?.message}>
        <Textarea rows={3} {...form.register('waybillNumbers')} />
      </FormField>
    </FormDialog>
  );
}
