import { createPeriodInvoice, type Invoice } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { DateField, FormDialog } from '@forwarder/ui';
import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useFormMutation } from '../../../shared/form/use-form-mutation';
import { PERIOD_INVOICE_FIELDS, periodInvoiceSchema, type PeriodInvoiceValues } from '../api/invoice-schemas';

/** Invoices the customer's uninvoiced charges of a period (days of the site's time zone). A lazy chunk with its form. */
export function PeriodInvoiceDialog({ customerId, onClose, onCreated }: { customerId: string; onClose: () => void; onCreated: (invoice: Invoice) => void }) {
  const form = useForm<PeriodInvoiceValues>({ resolver: zodResolver(periodInvoiceSchema), defaultValues: { from: '', to: '' } });
  const create = useFormMutation(form, PERIOD_INVOICE_FIELDS, (values: PeriodInvoiceValues) => createPeriodInvoice(customerId, values, FORM_SEND), onCreated);
  const [from, to] = useWatch({ control: form.control, name: ['from', 'to'] });
  const errors = form.formState.errors;
  return (
    <FormDialog title={<Trans>按期间开账单</Trans>} onClose={onClose} form={form} mutation={create} submitLabel={<Trans>开账单</Trans>} size="md">
      <RefusalAlert error={create.error} />
      <Text fontSize="sm" color="fg.muted">
        <Trans>期间内所有已计费、尚未开账单的运单费用开在一张账单上（按站点时区的日期，含首尾两天）。</Trans>
      </Text>
      <DateField label={<Trans>开始日期</Trans>} required {...form.register('from')} shownValue={from} error={errors.from?.message} />
      <DateField label={<Trans>结束日期</Trans>} required {...form.register('to')} shownValue={to} error={errors.to?.message} />
    </FormDialog>
  );
}
