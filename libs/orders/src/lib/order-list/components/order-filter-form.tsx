import { Button, chakra, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import type { EnumValue } from '@forwarder/api-client';
import { dayRangeError } from '@forwarder/i18n';
import { DateField, EnumSelect, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { EMPTY_FILTER, type OrderFilterValues } from '../lib/order-filter';

export interface OrderFilterFormProps {
  /** The URL's filter: the form starts from it, then keeps what is typed until "search" or "reset". */
  filter: OrderFilterValues;
  statuses: readonly EnumValue[];
  transportModes: readonly EnumValue[];
  onApply: (filter: OrderFilterValues) => void;
}

/** The filter form of My waybills (a `search` landmark): waybill numbers, status, transport mode, dates, keyword. */
export function OrderFilterForm({ filter, statuses, transportModes, onApply }: OrderFilterFormProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<OrderFilterValues>(filter);
  const set = (key: keyof OrderFilterValues) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const field = (key: keyof OrderFilterValues) => ({
    value: form[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value),
  });
  const rangeError = dayRangeError(form.from, form.to);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A range that ends before it starts is not applied: the end date says so (no browser bubble, see DateField).
    if (!rangeError) onApply(form);
  };
  const onReset = () => {
    setForm(EMPTY_FILTER);
    onApply(EMPTY_FILTER);
  };

  return (
    <chakra.form role="search" aria-label={t`筛选运单`} onSubmit={onSubmit} noValidate borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        <FormField label={<Trans>运单号</Trans>}>
          <Input {...field('waybill')} placeholder={t`多个运单号用空格或逗号分隔`} maxLength={2000} />
        </FormField>
        <EnumSelect label={<Trans>状态</Trans>} allLabel={t`全部状态`} options={statuses} value={form.status} onChange={set('status')} />
        <EnumSelect
          label={<Trans>运输方式</Trans>}
          allLabel={t`全部运输方式`}
          options={transportModes}
          value={form.mode}
          onChange={set('mode')}
        />
        <DateField label={<Trans>下单日期从</Trans>} {...field('from')} />
        <DateField label={<Trans>下单日期至</Trans>} {...field('to')} error={rangeError} />
        <FormField label={<Trans>关键词</Trans>}>
          <Input {...field('keyword')} placeholder={t`收件人、客户单号或运单号`} maxLength={100} />
        </FormField>
      </SimpleGrid>
      <HStack mt="4" gap="2" wrap="wrap">
        <Button type="submit">
          <Trans>查询</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={onReset}>
          <Trans>重置</Trans>
        </Button>
      </HStack>
    </chakra.form>
  );
}
