import { Input } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { createOrderInvoice, opsQueries, type Invoice } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_SEND, RefusalAlert, showFieldErrors } from '../../../shared/form/server-errors';
import { orderInvoiceSchema, type OrderInvoiceValues } from '../api/invoice-schemas';

/** Why the waybill named no order of this customer (said under the field; nothing was sent). */
class NotThisCustomers extends Error {}

/**
 * Invoices one order's charge: staff type its waybill number; the order is looked up and must be this customer's
 * (another customer's number is refused here, before anything is written). A lazy chunk with its form.
 */
export function OrderInvoiceDialog({ customerId, onClose, onCreated }: { customerId: string; onClose: () => void; onCreated: (invoice: Invoice) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<OrderInvoiceValues, unknown, z.output<typeof orderInvoiceSchema>>({ resolver: zodResolver(orderInvoiceSchema), defaultValues: { waybillNumber: '' } });
  const create = useMutation({
    mutationFn: async ({ waybillNumber }: z.output<typeof orderInvoiceSchema>) => {
      const order = await queryClient.fetchQuery(opsQueries.orderByWaybill(waybillNumber)).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) throw new NotThisCustomers(t`找不到运单 ${waybillNumber}`);
        throw error;
      });
      if (order.customer.id !== customerId) throw new NotThisCustomers(t`运单 ${waybillNumber} 不属于该客户`);
      return createOrderInvoice(order.id, FORM_SEND);
    },
    onSuccess: onCreated,
    onError: (error) => {
      if (error instanceof NotThisCustomers) form.setError('waybillNumber', { type: 'lookup', message: error.message }, { shouldFocus: true });
      else showFieldErrors(error, ['waybillNumber'], form.setError);
    },
  });
  return (
    <FormDialog title={<Trans>按运单开账单</Trans>} onClose={onClose} form={form} mutation={create} submitLabel={<Trans>开账单</Trans>} size="md">
      <RefusalAlert error={create.error} />
      <FormField
        label={<Trans>运单号</Trans>}
        required
        helper={<Trans>该运单已称重计费的费用单独开一张账单</Trans>}
        error={form.formState.errors.waybillNumber?.message}
      >
        <Input {...form.register('waybillNumber')} autoComplete="off" maxLength={40} />
      </FormField>
    </FormDialog>
  );
}
