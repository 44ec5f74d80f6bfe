import { Text, Textarea } from '@chakra-ui/react';
import { reverseLedgerEntry, type LedgerEntry } from '@forwarder/api-client/ops';
import { formatMinor, LEDGER_KIND_LABELS } from '@forwarder/billing';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { reversalSchema, type ReversalValues } from '../api/billing-schemas';

/** Cancels one entry by a new one of the opposite amount, with a reason (a lazy chunk with its form). */
export function ReversalDialog({ entry, onClose, onReversed }: { entry: LedgerEntry; onClose: () => void; onReversed: (entry: LedgerEntry) => void }) {
  const { i18n } = useLingui();
  const form = useForm<ReversalValues>({ resolver: zodResolver(reversalSchema), defaultValues: { reason: '' } });
  const reverse = useFormMutation(form, ['reason'], (values: ReversalValues) => reverseLedgerEntry(entry.id, values, FORM_SEND), onReversed);
  const entryNo = entry.entryNo;
  const kind = i18n._(LEDGER_KIND_LABELS[entry.kind]);
  const amount = formatMinor(entry.amountMinor, entry.currency, i18n.locale);
  const opposite = formatMinor(-entry.amountMinor, entry.currency, i18n.locale);
  return (
    <FormDialog title={<Trans>冲正第 {entryNo} 笔</Trans>} onClose={onClose} form={form} mutation={reverse} submitLabel={<Trans context="action">冲正</Trans>} size="md">
      <RefusalAlert error={reverse.error} />
      <Text>
        <Trans>
          冲正第 {entryNo} 笔（{kind} {amount}）：新增一笔 {opposite} 的冲正记录，原记录保留。每笔只能冲正一次。
        </Trans>
      </Text>
      <FormField label={<Trans>原因</Trans>} required error={form.formState.errors.reason?.message}>
        <Textarea {...form.register('reason')} maxLength={500} rows={3} />
      </FormField>
    </FormDialog>
  );
}
