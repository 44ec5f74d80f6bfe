import { Button, chakra, Fieldset, GridItem, HStack, Input, NativeSelect, SimpleGrid, Textarea, Wrap } from '@chakra-ui/react';
import { parseWaybillNumbers, type EnumValue } from '@forwarder/api-client';
import type { OpsReference } from '@forwarder/api-client/ops';
import { DateField, EnumSelect, FormField, NativeCheckbox } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFilterDraft } from '../../../shared/list/list';
import { MAX_FILTER_NUMBERS } from '../../../shared/waybills/waybill-numbers';
import { EMPTY_FILTER, filterErrors, SORTINGS, type OrderFilterValues } from '../lib/order-filter';

export interface OrderFilterFormProps {
  /** The URL's filter: the form starts from it (it is re-mounted when the URL changes). */
  filter: OrderFilterValues;
  reference: OpsReference | undefined;
  transportModes: readonly EnumValue[];
  onApply: (filter: OrderFilterValues) => void;
}

/** The order list's filter (a `search` landmark): every field of the contract's order filter. */
export function OrderFilterForm({ filter, reference, transportModes, onApply }: OrderFilterFormProps) {
  const { t } = useLingui();
  // A filter its fields refuse (more numbers than the contract takes, a range that ends before it starts, a number of
  // days out of range) is not applied: the fields say why, in the page's language.
  const { form, set, input, submit, reset } = useFilterDraft(filter, (values) => {
    if (!Object.values(filterErrors(values)).some(Boolean)) onApply(values);
  });
  const count = parseWaybillNumbers(form.numbers).length;
  const errors = filterErrors(form);
  const products = (reference?.routings ?? []).map((routing) => ({ value: routing.id, displayName: routing.displayName }));

  return (
    <chakra.form role="search" aria-label={t`筛选运单`} onSubmit={submit} noValidate borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3">
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <FormField
            label={<Trans context="several">运单号</Trans>}
            helper={<Trans>粘贴或扫描，每行一个或用空格、逗号分隔，最多 {MAX_FILTER_NUMBERS} 个（已输入 {count} 个）</Trans>}
            error={errors.numbers}
          >
            <Textarea rows={2} {...input('numbers')} />
          </FormField>
        </GridItem>
        <FormField label={<Trans>客户</Trans>}>
          <Input {...input('customer')} placeholder={t`用户名、姓名或公司名`} maxLength={100} />
        </FormField>
        <EnumSelect label={<Trans>运输方式</Trans>} allLabel={t`全部运输方式`} options={transportModes} value={form.mode} onChange={set('mode')} />
        <EnumSelect label={<Trans>产品</Trans>} allLabel={t`全部产品`} options={products} value={form.product} onChange={set('product')} />
        <DateField label={<Trans>下单日期从</Trans>} {...input('from')} />
        <DateField label={<Trans>下单日期至</Trans>} {...input('to')} error={errors.to} />
        <FormField label={<Trans>无轨迹超过（天）</Trans>} error={errors.stale}>
          {/* min/max bound the arrows only: the form does not let the browser validate (see filterErrors). */}
          <Input type="number" inputMode="numeric" min={1} max={365} {...input('stale')} />
        </FormField>
        <DateField label={<Trans>更新日期从</Trans>} {...input('updatedFrom')} />
        <DateField label={<Trans>更新日期至</Trans>} {...input('updatedTo')} error={errors.updatedTo} />
        <SortSelect value={form.sort} onChange={set('sort')} />
      </SimpleGrid>
      <StatusChecks reference={reference} value={form.status} onChange={set('status')} />
      <HStack mt="4" gap="2" wrap="wrap">
        <Button type="submit">
          <Trans>查询</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={() => reset(EMPTY_FILTER)}>
          <Trans>重置</Trans>
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** Statuses as checkboxes (any number of them), from the reference's state machine. */
function StatusChecks({ reference, value, onChange }: { reference: OpsReference | undefined; value: string; onChange: (value: string) => void }) {
  const checked = value ? value.split(',') : [];
  const toggle = (status: string, on: boolean) => {
    const next = on ? [...checked, status] : checked.filter((s) => s !== status);
    // In the state machine's order, so one set of statuses is one URL.
    onChange((reference?.statuses ?? []).map((info) => String(info.status)).filter((s) => next.includes(s)).join(','));
  };
  return (
    <Fieldset.Root mt="3">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        <Trans>状态</Trans>
      </Fieldset.Legend>
      <Fieldset.Content>
        <Wrap gap="4">
          {(reference?.statuses ?? []).map((info) => (
            <HStack as="label" key={info.status} gap="2" fontSize="sm">
              <NativeCheckbox checked={checked.includes(String(info.status))} onChange={(event) => toggle(String(info.status), event.currentTarget.checked)} />
              {info.displayName}
            </HStack>
          ))}
        </Wrap>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  // The contract's sortings, in SORTINGS' order; the first is the default (empty in the URL).
  const labels = [t`下单时间（新的在前）`, t`下单时间（早的在前）`, t`最新轨迹（最久未更新在前）`, t`最新轨迹（最近更新在前）`, t`运单号`];
  const options = SORTINGS.map((sorting, index) => [index === 0 ? '' : sorting, labels[index] ?? sorting] as const);
  return (
    <FormField label={<Trans>排序</Trans>}>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map(([option, label]) => (
            <option key={option} value={option}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
