import { Button, HStack, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { StatementFormat } from '@forwarder/api-client';
import { billingQueries, downloadMyStatement } from '@forwarder/api-client/billing';
import { CardSection, FormField, RetryAlert, saveBlob } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** "2026-11" in the page's language ("2026年11月", "November 2026"). */
function monthName(month: string, locale: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  // Noon UTC of the 1st: the same month in every time zone.
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, number - 1, 1, 12));
}

/**
 * Monthly statements (对账单): a month from the server's list (newest first), then the server's PDF or .xlsx of it,
 * saved under the server's file name. A month still running says so: its figures grow until it ends.
 */
export function StatementsSection() {
  const { i18n } = useLingui();
  const months = useQuery(billingQueries.statementMonths());
  const [chosen, setChosen] = useState<string | null>(null);
  const month = chosen ?? months.data?.items[0]?.month ?? null;
  const open = months.data?.items.find((item) => item.month === month)?.closed === false;
  const download = useMutation({
    mutationFn: async ({ month: which, format }: { month: string; format: StatementFormat }) => {
      const file = await downloadMyStatement(which, format);
      saveBlob(file.blob, file.fileName);
    },
  });
  const busy = (format: StatementFormat) => download.isPending && download.variables.format === format;

  let body;
  if (months.isError) body = <RetryAlert title={<Trans>对账月份加载失败</Trans>} onRetry={() => void months.refetch()} />;
  else if (!months.data) body = <Skeleton height="10" aria-busy="true" />;
  else if (!month) body = <Text color="fg.muted"><Trans>还没有账目，暂无对账单。</Trans></Text>;
  else
    body = (
      <Stack gap="3">
        <FormField label={<Trans>月份</Trans>} helper={open ? <Trans>本月尚未结束，对账单会随新账目变化。</Trans> : undefined}>
          <NativeSelect.Root maxW="xs">
            <NativeSelect.Field value={month} onChange={(event) => setChosen(event.currentTarget.value)}>
              {months.data.items.map((item) => (
                <option key={item.month} value={item.month}>
                  {monthName(item.month, i18n.locale)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" loading={busy(StatementFormat.Pdf)} disabled={download.isPending} onClick={() => download.mutate({ month, format: StatementFormat.Pdf })}>
            <Trans>下载 PDF</Trans>
          </Button>
          <Button variant="outline" loading={busy(StatementFormat.Xlsx)} disabled={download.isPending} onClick={() => download.mutate({ month, format: StatementFormat.Xlsx })}>
            <Trans>下载 Excel</Trans>
          </Button>
        </HStack>
      </Stack>
    );
  return (
    <CardSection id="billing-statements-heading" title={<Trans>对账单</Trans>}>
      {body}
    </CardSection>
  );
}
