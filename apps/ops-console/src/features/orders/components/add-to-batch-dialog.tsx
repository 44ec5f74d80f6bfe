import { NativeSelect, Text } from '@chakra-ui/react';
import { addBatchOrders, opsQueries, type AddBatchOrdersResult } from '@forwarder/api-client/ops';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AddOutcomeList } from '../../../shared/batches/add-outcomes';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';

/** Open batches offered (the newest first); a batch beyond them is found on the batches page. */
const OPEN_BATCHES = { isClosed: false, maxResultCount: 100, skipCount: 0 };

/** Puts the waybills selected in the order list into an open batch and shows what happened to each number. */
export function AddToBatchDialog({ waybillNumbers, onClose, onAdded }: { waybillNumbers: string[]; onClose: () => void; onAdded: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const batches = useQuery(opsQueries.batchList(OPEN_BATCHES));
  const [batchId, setBatchId] = useState('');
  const [missing, setMissing] = useState(false);
  const add = useMutation({
    mutationFn: (id: string) => addBatchOrders(id, { waybillNumbers }, FORM_SEND),
    onSuccess: () => {
      onAdded();
      void invalidateOrderReads(queryClient);
    },
  });
  const result: AddBatchOrdersResult | undefined = add.data;
  const count = waybillNumbers.length;

  return (
    <FormDialog
      title={<Trans>加入批次</Trans>}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (result) onClose();
        else if (!batchId) setMissing(true);
        else add.mutate(batchId);
      }}
      submitLabel={result ? <Trans>完成</Trans> : <Trans>加入 {count} 个运单</Trans>}
      pending={add.isPending}
    >
      {result ? (
        <AddOutcomeList items={result.items} />
      ) : (
        <>
          <Text>
            <Trans>将选中的 {count} 个运单加入一个未关闭的批次。</Trans>
          </Text>
          <RefusalAlert error={add.error} />
          <FormField label={<Trans>目标批次</Trans>} required error={missing ? t`请选择批次` : undefined}>
            <NativeSelect.Root disabled={!batches.data}>
              <NativeSelect.Field
                value={batchId}
                onChange={(event) => {
                  setBatchId(event.currentTarget.value);
                  setMissing(false);
                }}
              >
                <option value="">{batches.data ? t`请选择批次` : t`正在加载批次`}</option>
                {(batches.data?.items ?? []).map((batch) => (
                  <option key={batch.id} value={batch.id}>
                    {`${batch.typeDisplayName} ${batch.reference} (${batch.origin} → ${batch.destination})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
