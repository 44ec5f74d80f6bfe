import { Button, chakra, HStack, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { opsQueries, type AuditEntry } from '@forwarder/api-client/ops';
import { dayRangeError } from '@forwarder/i18n';
import { DateField, EnumSelect, FormField, type DataTableColumn } from '@forwarder/ui';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { entityDetailPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import { auditParams, EMPTY_AUDIT_FILTER, readAuditParams, toAuditListRequest, type AuditFilter } from '../lib/audit-filter';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, changedFields } from '../lib/audit-labels';
import { useSiteTime } from '../../../shared/time/use-site-time';


/** The audit log, newest first: filter in the URL (actor, action, entity, keyword, days), each entry's before/after. Read only. */
export function AuditLog() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readAuditParams(params);
  const log = useQuery({ ...opsQueries.auditLog(toAuditListRequest(filter, page)), placeholderData: keepPreviousData });
  const columns = useAuditColumns();
  return (
    <Stack gap="5">
      <AuditFilterForm key={auditParams(filter).toString()} filter={filter} onApply={(next) => setParams(auditParams(next))} />
      <PagedTable
        label={t`操作日志`}
        columns={columns}
        query={log}
        rowKey={(entry) => entry.id}
        failed={<Trans>操作日志加载失败</Trans>}
        empty={<Trans>没有符合条件的记录。</Trans>}
        page={page}
        onPageChange={(next) => setParams(auditParams(filter, next))}
      />
    </Stack>
  );
}

function useAuditColumns(): DataTableColumn<AuditEntry>[] {
  const siteTime = useSiteTime();
  const { i18n } = useLingui();
  const entityHref = (entry: AuditEntry) => entityDetailPath(entry.entityType, entry.entityId);
  return [
    { key: 'time', header: <Trans>时间</Trans>, nowrap: true, cell: (entry) => siteTime.timeWithSeconds(entry.time) },
    { key: 'actor', header: <Trans>操作人</Trans>, nowrap: true, cell: (entry) => entry.actorUserName },
    { key: 'action', header: <Trans>操作</Trans>, nowrap: true, cell: (entry) => entry.actionDisplayName },
    {
      key: 'entity',
      header: <Trans>对象</Trans>,
      nowrap: true,
      cell: (entry) => {
        const href = entityHref(entry);
        const kind = i18n._(AUDIT_ENTITY_LABELS[entry.entityType]);
        return (
          <HStack gap="1">
            <Text color="fg.muted">{kind}</Text>
            {href ? (
              <PageLink to={href} fontWeight="normal">
                {entry.entityLabel}
              </PageLink>
            ) : (
              <Text>{entry.entityLabel}</Text>
            )}
          </HStack>
        );
      },
    },
    { key: 'changes', header: <Trans>变更</Trans>, cell: (entry) => <Changes entry={entry} /> },
  ];
}

/** Before and after of the changed fields, behind a disclosure (keyboard: Enter or Space on the summary). */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const rows = changedFields(entry.before, entry.after);
  if (rows.length === 0) return <Text color="fg.muted">--</Text>;
  const count = rows.length;
  return (
    <details>
      <summary>
        <Trans>查看 {count} 项变更</Trans>
      </summary>
      <Table.Root size="sm" mt="2" aria-label={t`变更前后`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              <Trans>字段</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              <Trans>变更前</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">
              <Trans>变更后</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.field}>
              <Table.Cell fontFamily="mono">{row.field}</Table.Cell>
              <Table.Cell wordBreak="break-all">{row.before || '--'}</Table.Cell>
              <Table.Cell wordBreak="break-all">{row.after || '--'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </details>
  );
}

function AuditFilterForm({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const { t, i18n } = useLingui();
  // A range that ends before it starts is not applied: the field says so (no browser bubble, see DateField).
  const { form, set, input, submit, reset } = useFilterDraft(filter, (values) => {
    if (!dayRangeError(values.from, values.to)) onApply(values);
  });
  const options = <K extends string>(labels: Record<K, MessageDescriptor>) =>
    (Object.keys(labels) as K[]).map((value) => ({ value, displayName: i18n._(labels[value]) }));
  return (
    <chakra.form role="search" aria-label={t`筛选操作日志`} onSubmit={submit} noValidate borderWidth="1px" borderRadius="md" p="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField label={<Trans>操作人</Trans>}>
          <Input {...input('actor')} placeholder={t`员工用户名`} maxLength={64} />
        </FormField>
        <EnumSelect label={<Trans>操作</Trans>} allLabel={t`全部操作`} options={options(AUDIT_ACTION_LABELS)} value={form.action} onChange={set('action')} />
        <EnumSelect label={<Trans>对象类型</Trans>} allLabel={t`全部对象`} options={options(AUDIT_ENTITY_LABELS)} value={form.entity} onChange={set('entity')} />
        <FormField label={<Trans>关键词</Trans>}>
          <Input {...input('keyword')} placeholder={t`运单号、批次编号或用户名`} maxLength={100} />
        </FormField>
        <DateField label={<Trans>日期从</Trans>} {...input('from')} />
        <DateField label={<Trans>日期至</Trans>} {...input('to')} error={dayRangeError(form.from, form.to)} />
      </SimpleGrid>
      <HStack mt="4" gap="2">
        <Button type="submit">
          <Trans>查询</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={() => reset(EMPTY_AUDIT_FILTER)}>
          <Trans>重置</Trans>
        </Button>
      </HStack>
    </chakra.form>
  );
}
