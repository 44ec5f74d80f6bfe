import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { moveCategory, opsOperationKey, opsQueries, type OpsCategory } from '@forwarder/api-client/ops';
import { DataTable, RetryAlert, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { focusMoved, MoveButtons } from '../../../shared/list/move-buttons';

const CategoryDialog = lazy(() => import('./category-dialog').then((module) => ({ default: module.CategoryDialog })));
const DeleteCategoryDialog = lazy(() => import('./delete-category-dialog').then((module) => ({ default: module.DeleteCategoryDialog })));

/** After a change: this list, the article pages' category choices, the audit log. */
function invalidateCategoryReads(queryClient: QueryClient): void {
  for (const id of ['getOpsCategoryList', 'getOpsArticleList', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
}

type Dialog = { kind: 'edit'; category: OpsCategory | null } | { kind: 'delete'; category: OpsCategory };

/** Siblings share a parent; the first cannot move up, the last not down. */
function neighbours(categories: readonly OpsCategory[], category: OpsCategory): { first: boolean; last: boolean } {
  const siblings = categories.filter((c) => c.parentId === category.parentId);
  return { first: siblings[0]?.id === category.id, last: siblings.at(-1)?.id === category.id };
}

function useCategoryColumns(categories: readonly OpsCategory[], open: (dialog: Dialog) => void): DataTableColumn<OpsCategory>[] {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: 'up' | 'down' }) => moveCategory(id, direction),
    onSuccess: (result, { id, direction }) => {
      queryClient.setQueryData(opsQueries.categoryList().queryKey, result);
      invalidateCategoryReads(queryClient);
      focusMoved(id, direction);
    },
  });
  return [
    {
      key: 'name',
      header: <Trans>名称</Trans>,
      cell: (category) => (
        <Box pl={`${category.depth * 1.5}rem`}>
          <Text fontWeight="medium">{category.displayNameZh}</Text>
          <Text fontSize="xs" color="fg.muted" lang="en">
            {category.displayNameEn}
          </Text>
        </Box>
      ),
    },
    { key: 'articles', header: <Trans>文章数</Trans>, nowrap: true, cell: (category) => category.articleCount },
    { key: 'children', header: <Trans>子分类</Trans>, nowrap: true, cell: (category) => category.childCount },
    {
      key: 'order',
      header: <Trans>顺序</Trans>,
      nowrap: true,
      cell: (category) => {
        const name = category.displayNameZh;
        const { first, last } = neighbours(categories, category);
        return (
          <HStack gap="1">
            <MoveButtons itemId={category.id} name={name} first={first} last={last} pending={move.isPending} onMove={(direction) => move.mutate({ id: category.id, direction })} />
          </HStack>
        );
      },
    },
    {
      key: 'actions',
      header: <Trans>操作</Trans>,
      nowrap: true,
      cell: (category) => {
        const name = category.displayNameZh;
        return (
          <HStack gap="2">
            <Button size="xs" variant="outline" aria-label={t`编辑：${name}`} onClick={() => open({ kind: 'edit', category })}>
              <Trans>编辑</Trans>
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" aria-label={t`删除：${name}`} onClick={() => open({ kind: 'delete', category })}>
              <Trans>删除</Trans>
            </Button>
          </HStack>
        );
      },
    },
  ];
}

/** The category tree as a table (indented), reordered with up/down buttons, with create, edit and delete. */
export function CategoryList() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(opsQueries.categoryList());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const categories = list.data?.items ?? [];
  const columns = useCategoryColumns(categories, setDialog);
  if (list.isError) return <RetryAlert title={<Trans>文章分类加载失败</Trans>} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">
          <Trans>访客在“新闻资讯”里按分类浏览文章。用 ↑ ↓ 调整同级分类的顺序。</Trans>
        </Text>
        <Button onClick={() => setDialog({ kind: 'edit', category: null })}>
          <Trans>新建分类</Trans>
        </Button>
      </HStack>
      <DataTable label={t`文章分类`} columns={columns} rows={categories} rowKey={(category) => category.id} loading={list.isPending} empty={<Trans>还没有文章分类。</Trans>} />
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' ? (
          <CategoryDialog
            category={dialog.category}
            categories={categories}
            onClose={() => setDialog(null)}
            onSaved={(saved) => {
              setDialog(null);
              invalidateCategoryReads(queryClient);
              const name = saved.displayNameZh;
              void showToast({ type: 'success', title: t`已保存分类：${name}` });
            }}
          />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <DeleteCategoryDialog
            category={dialog.category}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              setDialog(null);
              invalidateCategoryReads(queryClient);
              void showToast({ type: 'success', title: t`已删除分类` });
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
