// The record's dialogs, one lazy chunk (react-hook-form, zod): the detail page loads it when one is opened.
import { isApiError, merchantDataQueries, operationKey, type MerchantData } from '@forwarder/api-client';
import { zodResolver } from '@forwarder/i18n/zod';
import { ConfirmDialog, FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteDataRecord, editValuesOf, saveDataRecord } from '../edit';
import { recordFieldsSchema, type RecordField, type RecordFieldValues } from '../record-fields';
import { serverUploadErrors } from '../upload';
import { FailureAlert } from './failure-alert';
import { RecordFields } from './record-fields';

/**
 * Edits a record's title, description and category in a dialog (a lazy chunk with the form libraries: most
 * visits to a record never edit it). The server's field errors land under their fields, anything else in the
 * dialog's alert; on success the detail shows the saved record and the list is refreshed.
 */
export function EditRecordDialog({ record, onClose }: { record: MerchantData; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<RecordFieldValues>({ defaultValues: editValuesOf(record), resolver: zodResolver(recordFieldsSchema), mode: 'onTouched' });
  const save = useMutation({
    mutationFn: (values: RecordFieldValues) => saveDataRecord(record.id, recordFieldsSchema.parse(values)),
    onMutate: () => setOtherErrors([]),
    onSuccess: async (saved) => {
      queryClient.setQueryData(merchantDataQueries.detail(record.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: operationKey('getMerchantDataList') });
      onClose();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const mapped = serverUploadErrors(error);
      for (const [field, message] of Object.entries(mapped.fields)) form.setError(field as RecordField, { type: 'server', message });
      setOtherErrors(Object.keys(mapped.fields).length > 0 ? mapped.other : [...new Set([error.message, ...mapped.other])]);
    },
  });

  return (
    <FormDialog
      title={<Trans>编辑资料</Trans>}
      submitLabel={<Trans>保存</Trans>}
      onClose={onClose}
      form={form}
      mutation={save}
      size="md"
      scrollBehavior="outside"
      closeButton={false}
    >
      <RecordFields form={form} disabled={save.isPending} />
      <FailureAlert title={<Trans>保存失败</Trans>} messages={otherErrors} />
    </FormDialog>
  );
}

/**
 * Asks before deleting a record with all its files; on success the caller leaves the deleted record's page.
 * A failure (the record already gone, the server unreachable) is said in the dialog.
 */
export function DeleteRecordDialog({ record, onClose, onDeleted }: { record: MerchantData; onClose: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteDataRecord(record.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: merchantDataQueries.detail(record.id).queryKey });
      await queryClient.invalidateQueries({ queryKey: operationKey('getMerchantDataList') });
      onDeleted();
    },
  });
  const { title, fileCount } = record;
  return (
    <ConfirmDialog
      title={<Trans>删除资料</Trans>}
      confirmLabel={<Trans>确认删除</Trans>}
      pending={remove.isPending}
      error={remove.error?.message}
      onCancel={onClose}
      onConfirm={() => remove.mutate()}
    >
      <Trans>确定删除“{title}”及其 {fileCount} 个文件吗？文件会从服务器上删除，此操作无法撤销。</Trans>
    </ConfirmDialog>
  );
}
