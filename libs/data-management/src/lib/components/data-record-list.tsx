import { Alert, Box, Button, Field, HStack, Input, Link as ChakraLink, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { merchantDataQueries, type MerchantDataCategory } from '@forwarder/api-client';
import { formatDate } from '@forwarder/i18n/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { categoryLabels, DATA_CATEGORIES, isDataCategory } from '../categories';
import { DATE_TIME, formatFileSize } from '../files';
import { DATA_PAGE_SIZE, filtersFromSearch, listQueryOf, searchWithFilters, type DataFilters } from '../filters';

/** The records list: filters and page in the URL, so a filtered page can be shared, reloaded and navigated back to. */
export function DataRecordList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const query = useQuery({ ...merchantDataQueries.list(listQueryOf(filters)), placeholderData: keepPreviousData });
  const totalCount = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / DATA_PAGE_SIZE));
  const goToPage = (page: number) => setParams(searchWithFilters(params, { ...filters, page }));

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm">
          <Trans>上传并管理发票、装箱单、报关文件等资料。</Trans>
        </Text>
        <Button asChild size="sm">
          <Link to={{ search: '?new=1' }}>
            <Trans>上传资料</Trans>
          </Link>
        </Button>
      </HStack>
      {/* Remounted when the URL changes (back/forward, reset) so the inputs show the URL's filters. */}
      <FilterForm key={params.toString()} filters={filters} onApply={(next) => setParams(searchWithFilters(params, next))} />
      {query.isPending ? (
        <Stack gap="2" aria-busy="true" aria-label={t`正在加载`}>
          <Skeleton height="8" />
          <Skeleton height="8" />
          <Skeleton height="8" />
        </Stack>
      ) : query.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{query.error.message}</Alert.Title>
        </Alert.Root>
      ) : query.data.items.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p="8" textAlign="center" color="fg.muted">
          <Trans>暂无资料</Trans>
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>
              <Trans>资料列表</Trans>
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>标题</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>分类</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>文件数</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Trans>大小</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>上传时间</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {query.data.items.map((record) => (
                <Table.Row key={record.id}>
                  <Table.Cell>
                    <ChakraLink asChild color="brand.fg" fontWeight="medium">
                      <Link to={{ search: `?id=${encodeURIComponent(record.id)}` }}>{record.title}</Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{record.categoryDisplayName}</Table.Cell>
                  <Table.Cell textAlign="end">{record.fileCount}</Table.Cell>
                  <Table.Cell textAlign="end">{formatFileSize(record.totalSize)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(record.creationTime, DATE_TIME)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {query.data && totalCount > 0 ? (
        <HStack as="nav" aria-label={t`分页`} justify="center" gap="3">
          <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => goToPage(filters.page - 1)}>
            <Trans>上一页</Trans>
          </Button>
          <Text fontSize="sm">
            <Trans>
              第 {filters.page} / {pages} 页，共 {totalCount} 条
            </Trans>
          </Text>
          <Button variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => goToPage(filters.page + 1)}>
            <Trans>下一页</Trans>
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function FilterForm({ filters, onApply }: { filters: DataFilters; onApply: (filters: DataFilters) => void }) {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [category, setCategory] = useState(filters.category === undefined ? '' : String(filters.category));
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      keyword,
      category: isDataCategory(category) ? (Number(category) as MerchantDataCategory) : undefined,
      from,
      to,
      page: 1,
    });
  };

  return (
    <form role="search" aria-label={t`筛选资料`} onSubmit={submit}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>
            <Trans>关键词</Trans>
          </Field.Label>
          <Input
            type="search"
            maxLength={100}
            value={keyword}
            placeholder={t`标题、说明或文件名`}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>分类</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">{t`全部分类`}</option>
              {DATA_CATEGORIES.map((value) => (
                <option key={value} value={String(value)}>
                  {i18n._(categoryLabels[value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>开始日期</Trans>
          </Field.Label>
          <Input type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>结束日期</Trans>
          </Field.Label>
          <Input type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
        </Field.Root>
      </SimpleGrid>
      <HStack mt="3" gap="3">
        <Button type="submit" size="sm">
          <Trans>查询</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onApply({ keyword: '', category: undefined, from: '', to: '', page: 1 })}
        >
          <Trans>重置</Trans>
        </Button>
      </HStack>
    </form>
  );
}
