import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  DEFAULT_PAGE_SIZE,
  downloadOrderLabels,
  exportOrders,
  logisticsQueries,
  systemQueries,
  type EnumCategory,
} from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { formatDate } from '@forwarder/i18n/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { openPendingTab, saveBlob } from '@forwarder/ui';
import { EMPTY_FILTER, filterToParams, readOrderParams, toOrderFilter, toOrderListRequest, type OrderFilterValues } from '../lib/order-filter';

const TRANSPORT_MODE: EnumCategory = 101;
const ORDER_STATUS: EnumCategory = 102;
const ENUM_CATEGORIES: EnumCategory[] = [TRANSPORT_MODE, ORDER_STATUS];
/* eslint-disable lingui/no-unlocalized-strings -- date formats and the empty-value mark, not UI text */
const FILE_STAMP = 'YYYYMMDDHHmmss';
const EVENT_TIME = 'YYYY-MM-DD HH:mm';
const EMPTY = '--';
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * My waybills (spec /user/my-order): filters kept in the URL, a paged table (7 per page, from page 1), row
 * selection for printing labels, and an export of everything the filter matches.
 */
export function OrderList() {
  const { t, i18n } = useLingui();
  const to = useLocalePath();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readOrderParams(params);
  const [form, setForm] = useState<OrderFilterValues>(filter);
  const [selected, setSelected] = useState<string[]>([]);

  const list = useQuery({ ...logisticsQueries.orderList(toOrderListRequest(filter, page)), placeholderData: keepPreviousData });
  const enums = useQuery(systemQueries.enums(ENUM_CATEGORIES));
  const enumValues = (category: EnumCategory) => enums.data?.items.find((group) => group.category === category)?.values ?? [];
  const items = list.data?.items ?? [];
  const totalCount = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / DEFAULT_PAGE_SIZE));
  const pageIds = items.map((item) => item.id);
  const selectedOnPage = pageIds.filter((id) => selected.includes(id));
  const selectedCount = selected.length;
  const allSelected = pageIds.length > 0 && selectedOnPage.length === pageIds.length;

  const apply = (values: OrderFilterValues, nextPage = 1) => {
    setSelected([]);
    setParams(filterToParams(values, nextPage));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(form);
  };
  const onReset = () => {
    setForm(EMPTY_FILTER);
    apply(EMPTY_FILTER);
  };
  const goToPage = (next: number) => {
    setSelected([]);
    setParams(filterToParams(filter, next));
  };
  const field = (key: keyof OrderFilterValues) => ({
    value: form[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [key]: value }));
    },
  });

  const printLabels = useMutation({
    mutationFn: async (ids: string[]) => {
      const tab = openPendingTab();
      try {
        tab.show(await downloadOrderLabels(ids));
      } catch (error) {
        tab.cancel();
        throw error;
      }
    },
  });
  const exportList = useMutation({
    mutationFn: async () => {
      saveBlob(await exportOrders(toOrderFilter(filter)), `orders-${formatDate(new Date(), FILE_STAMP)}.xlsx`);
    },
  });

  const money = (value: number, currency: string) =>
    new Intl.NumberFormat(i18n.locale === 'en' ? 'en-US' : 'zh-CN', { style: 'currency', currency }).format(value);

  return (
    <Stack gap="5">
      <Box as="form" role="search" aria-label={t`筛选运单`} onSubmit={onSubmit} borderWidth="1px" borderRadius="md" p="4">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          <Field.Root>
            <Field.Label>
              <Trans>运单号</Trans>
            </Field.Label>
            <Input {...field('waybill')} placeholder={t`多个运单号用空格或逗号分隔`} maxLength={2000} />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>状态</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('status')}>
                <option value="">{t`全部状态`}</option>
                {enumValues(ORDER_STATUS).map((value) => (
                  <option key={value.value} value={String(value.value)}>
                    {value.displayName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>运输方式</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...field('mode')}>
                <option value="">{t`全部运输方式`}</option>
                {enumValues(TRANSPORT_MODE).map((value) => (
                  <option key={value.value} value={String(value.value)}>
                    {value.displayName}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>下单日期从</Trans>
            </Field.Label>
            <Input type="date" {...field('from')} max={form.to || undefined} />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>下单日期至</Trans>
            </Field.Label>
            <Input type="date" {...field('to')} min={form.from || undefined} />
          </Field.Root>
          <Field.Root>
            <Field.Label>
              <Trans>关键词</Trans>
            </Field.Label>
            <Input {...field('keyword')} placeholder={t`收件人、客户单号或运单号`} maxLength={100} />
          </Field.Root>
        </SimpleGrid>
        <HStack mt="4" gap="2" wrap="wrap">
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          <Button type="button" variant="outline" onClick={onReset}>
            <Trans>重置</Trans>
          </Button>
        </HStack>
      </Box>

      <HStack gap="2" wrap="wrap">
        <Button
          variant="outline"
          disabled={selected.length === 0}
          loading={printLabels.isPending}
          onClick={() => printLabels.mutate(selected)}
        >
          <Trans>打印标签（{selectedCount}）</Trans>
        </Button>
        <Button variant="outline" disabled={totalCount === 0} loading={exportList.isPending} onClick={() => exportList.mutate()}>
          <Trans>导出 Excel</Trans>
        </Button>
      </HStack>

      {list.isLoading ? (
        <Stack gap="2" aria-busy="true" aria-label={t`正在加载运单`}>
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : list.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>运单加载失败</Trans>
          </Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void list.refetch()}>
            <Trans>重试</Trans>
          </Button>
        </Alert.Root>
      ) : totalCount === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p="8" textAlign="center" color="fg.muted">
          <Trans>没有符合条件的运单。</Trans>
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t`运单列表`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Checkbox.Root
                    checked={allSelected ? true : selectedOnPage.length > 0 ? 'indeterminate' : false}
                    onCheckedChange={(event) =>
                      setSelected(event.checked === true ? pageIds : [])
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label srOnly>{t`全选本页`}</Checkbox.Label>
                  </Checkbox.Root>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>运单号</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>状态</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>运输方式</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>收件人</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>件数 / 重量</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>申报价值</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>下单日期</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>最新动态</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((order) => {
                const { waybillNumber, parcelCount, totalWeightKg } = order;
                const mode = enumValues(TRANSPORT_MODE).find((value) => value.value === order.transportMode)?.displayName;
                return (
                  <Table.Row key={order.id}>
                    <Table.Cell>
                      <Checkbox.Root
                        checked={selected.includes(order.id)}
                        onCheckedChange={(event) =>
                          setSelected((current) =>
                            event.checked === true ? [...current, order.id] : current.filter((id) => id !== order.id),
                          )
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label srOnly>{t`选择运单 ${waybillNumber}`}</Checkbox.Label>
                      </Checkbox.Root>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <Link asChild color="brand.fg" fontWeight="medium">
                        <RouterLink to={`${to(paths.orderDetail)}?id=${encodeURIComponent(order.id)}`}>{waybillNumber}</RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{order.statusDisplayName}</Table.Cell>
                    <Table.Cell>
                      <Text>{mode ?? order.transportMode}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {order.routingDisplayName}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Text>{order.receiverName}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {order.receiverArea}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <Trans>
                        {parcelCount} 件 / {totalWeightKg} kg
                      </Trans>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{money(order.declaredValue, order.declaredCurrency)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(order.creationTime)}</Table.Cell>
                    <Table.Cell>
                      <Text>{order.lastEventDescription || EMPTY}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatDate(order.lastEventTime, EVENT_TIME)}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {pages > 1 ? (
        <HStack as="nav" aria-label={t`分页`} justify="center" gap="3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
            <Trans>上一页</Trans>
          </Button>
          <Text fontSize="sm">
            <Trans>
              第 {page} / {pages} 页，共 {totalCount} 条
            </Trans>
          </Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goToPage(page + 1)}>
            <Trans>下一页</Trans>
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
