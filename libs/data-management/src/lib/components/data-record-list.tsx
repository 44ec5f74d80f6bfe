import { Alert, Button, HStack, Input, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { merchantDataQueries, useSiteTimeZone, type MerchantData, type MerchantDataCategory } from '@forwarder/api-client';
import { DataTable, DateField, EnumSelect, FormField, Pager, pageCount, type DataTableColumn } from '@forwarder/ui';
import { dayRangeError, formatTimeInZone } from '@forwarder/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { categoryLabels, DATA_CATEGORIES, isDataCategory } from '../categories';
import { formatFileSize } from '../files';
import { DATA_PAGE_SIZE, filtersFromSearch, listQueryOf, searchWithFilters, type DataFilters } from '../filters';

/** The records' columns; upload times in the site's zone (tenantExtra.timeZone), named. */
const columnsIn = (timeZone: string): DataTableColumn<MerchantData>[] => [
  {
    key: 'title',
    header: <Trans>标题</Trans>,
    cell: (record) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={{ search: `?id=${encodeURIComponent(record.id)}` }}>{record.title}</Link>
      </ChakraLink>
    ),
  },
  { key: 'category', header: <Trans>分类</Trans>, cell: (record) => record.categoryDisplayName },
  { key: 'files', header: <Trans>文件数</Trans>, align: 'end', cell: (record) => record.fileCount },
  { key: 'size', header: <Trans>大小</Trans>, align: 'end', cell: (record) => formatFileSize(record.totalSize) },
  { key: 'created', header: <Trans>上传时间</Trans>, nowrap: true, cell: (record) => formatTimeInZone(record.creationTime, timeZone) },
];

/** The records list: filters and page in the URL, so a filtered page can be shared, reloaded and navigated back to. */
export function DataRecordList() {
  const { t } = useLingui();
  const timeZone = useSiteTimeZone();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const query = useQuery({ ...merchantDataQueries.list(listQueryOf(filters)), placeholderData: keepPreviousData });
  const totalCount = query.data?.totalCount ?? 0;
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
      <DataTable
        label={t`资料列表`}
        caption="hidden"
        columns={columnsIn(timeZone)}
        rows={query.data?.items ?? []}
        rowKey={(record) => record.id}
        loading={query.isPending}
        error={
          query.isError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{query.error.message}</Alert.Title>
            </Alert.Root>
          ) : null
        }
        empty={<Trans>暂无资料</Trans>}
      />
      {query.data && totalCount > 0 ? (
        <Pager page={filters.page} pageCount={pageCount(totalCount, DATA_PAGE_SIZE)} totalCount={totalCount} onPageChange={goToPage} showSinglePage />
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

  const rangeError = dayRangeError(from, to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A range that ends before it starts is not applied: the end date says so (no browser bubble, see DateField).
    if (rangeError) return;
    onApply({
      keyword,
      category: isDataCategory(category) ? (Number(category) as MerchantDataCategory) : undefined,
      from,
      to,
      page: 1,
    });
  };

  return (
    <form role="search" aria-label={t`筛选资料`} onSubmit={submit} noValidate>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <FormField label={<Trans>关键词</Trans>}>
          <Input
            type="search"
            maxLength={100}
            value={keyword}
            placeholder={t`标题、说明或文件名`}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </FormField>
        <EnumSelect
          label={<Trans>分类</Trans>}
          allLabel={t`全部分类`}
          options={DATA_CATEGORIES.map((value) => ({ value, displayName: i18n._(categoryLabels[value]) }))}
          value={category}
          onChange={setCategory}
        />
        <DateField label={<Trans>开始日期</Trans>} value={from} onChange={(event) => setFrom(event.target.value)} />
        <DateField label={<Trans>结束日期</Trans>} value={to} onChange={(event) => setTo(event.target.value)} error={rangeError} />
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
