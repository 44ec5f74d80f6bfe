import { Button, chakra, HStack, SimpleGrid } from '@chakra-ui/react';
import { dayRangeError } from '@forwarder/i18n';
import { DateField, EnumSelect } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { EMPTY_LEDGER_FILTER, type LedgerFilterValues } from './ledger-filter';
import { LEDGER_ENTRY_KINDS, LEDGER_KIND_LABELS } from './ledger-kinds';

export interface LedgerFilterFormProps {
  /** The URL's filter: the form starts from it (re-mount it with a `key` when the URL changes). */
  filter: LedgerFilterValues;
  onApply: (filter: LedgerFilterValues) => void;
}

/** The ledger's filter (a `search` landmark): kind and a range of days, applied on "search". */
export function LedgerFilterForm({ filter, onApply }: LedgerFilterFormProps) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(filter);
  const set = (key: keyof LedgerFilterValues) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const rangeError = dayRangeError(form.from, form.to);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!rangeError) onApply(form);
  };
  const options = LEDGER_ENTRY_KINDS.map((kind) => ({ value: kind, displayName: i18n._(LEDGER_KIND_LABELS[kind]) }));
  return (
    <chakra.form role="search" aria-label={t`筛选账目`} onSubmit={onSubmit} noValidate borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <EnumSelect label={<Trans>类型</Trans>} allLabel={t`全部类型`} options={options} value={form.kind} onChange={set('kind')} />
        <DateField label={<Trans>日期从</Trans>} value={form.from} onChange={(event) => set('from')(event.currentTarget.value)} />
        <DateField label={<Trans>日期至</Trans>} value={form.to} onChange={(event) => set('to')(event.currentTarget.value)} error={rangeError} />
      </SimpleGrid>
      <HStack mt="4" gap="2" wrap="wrap">
        <Button type="submit">
          <Trans>查询</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setForm(EMPTY_LEDGER_FILTER);
            onApply(EMPTY_LEDGER_FILTER);
          }}
        >
          <Trans>重置</Trans>
        </Button>
      </HStack>
    </chakra.form>
  );
}
