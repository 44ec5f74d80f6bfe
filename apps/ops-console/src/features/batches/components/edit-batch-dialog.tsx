import { HStack, Text } from '@chakra-ui/react';
import { updateBatch, type BatchDetail } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, NativeCheckbox } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { toUpdateBatchInput, UPDATE_BATCH_FIELDS, updateBatchSchema, updateBatchValues, type UpdateBatchValues } from '../api/batch-schemas';
import { RouteFields } from './route-fields';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** Changes a batch's reference, route or ETA, or closes it (a closed batch takes no more waybills, still events). */
export function EditBatchDialog({ batch, timeZone, onClose, onSaved }: { batch: BatchDetail; timeZone: string; onClose: () => void; onSaved: (batch: BatchDetail) => void }) {
  const form = useForm<UpdateBatchValues>({ resolver: zodResolver(updateBatchSchema), defaultValues: updateBatchValues(batch, timeZone) });
  const save = useFormMutation(form, UPDATE_BATCH_FIELDS, (values: UpdateBatchValues) => updateBatch(batch.id, toUpdateBatchInput(values), FORM_SEND), onSaved);
  const reference = batch.reference;
  return (
    <FormDialog
      title={<Trans>编辑批次：{reference}</Trans>}
      onClose={onClose}
      form={form}
      mutation={save}
      submitLabel={<Trans>保存</Trans>}
    >
      <RefusalAlert error={save.error} />
      <FormProvider {...form}>
        <RouteFields />
      </FormProvider>
      <HStack as="label" gap="2">
        <NativeCheckbox {...form.register('isClosed')} />
        <Text>
          <Trans>关闭批次（不再加入运单，仍可发布事件）</Trans>
        </Text>
      </HStack>
    </FormDialog>
  );
}
