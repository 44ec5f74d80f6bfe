import { Badge, Box, Button, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { deleteSiteNav, moveSiteNav, type MoveDirection, opsQueries, setSiteNavVisibility, StaffRole, type SiteNav, type SiteNavTree as Tree } from '@forwarder/api-client/ops';
import { RetryAlert } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MoveButtons } from '../../../shared/list/move-buttons';
import { AdminsOnly } from '../../../shared/staff/admins-only';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { useListEditor } from '../hooks/use-list-editor';
import { isExternal, publicNavPath } from '../lib/public-preview';
import { NAV_TYPE_LABELS } from '../lib/site-content-labels';
import { PreviewLinks } from './preview-links';

const NavDialog = lazy(() => import('./nav-dialog').then((module) => ({ default: module.NavDialog })));
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog').then((module) => ({ default: module.ConfirmDeleteDialog })));

type Dialog = { kind: 'edit'; item: SiteNav } | { kind: 'create'; parentId: string | null } | { kind: 'delete'; item: SiteNav };

/** The navigation (admins only): operators get the console's "admins only" refusal, and the tree is never asked for. */
export function SiteNavigation() {
  const me = useStaffMe();
  if (me.isError) return <RetryAlert title={<Trans>账号信息加载失败</Trans>} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Skeleton height="24" aria-busy="true" />;
  if (me.data.role !== StaffRole.Admin) return <NavAdminsOnly />;
  return <NavTreeEditor />;
}

function NavAdminsOnly() {
  return (
    <AdminsOnly>
      <Trans>网站导航由管理员维护,请联系管理员。</Trans>
    </AdminsOnly>
  );
}


function NavTreeEditor() {
  const tree = useQuery(opsQueries.siteNavTree());
  // Every change is audited (site-nav.*): the audit log shows it too.
  const editor = useListEditor<SiteNav, Tree, Dialog>({
    operation: 'getSiteNavTree',
    queryKey: opsQueries.siteNavTree().queryKey,
    move: (item, direction) => moveSiteNav(item.id, direction),
    toggle: (item) => setSiteNavVisibility(item.id, !item.isVisible),
  });
  const { dialog, open, close, done, busy } = editor;

  if (tree.isError && isApiError(tree.error) && tree.error.status === 403) return <NavAdminsOnly />;
  if (tree.isError) return <RetryAlert title={<Trans>导航加载失败</Trans>} onRetry={() => void tree.refetch()} />;
  if (!tree.data) return <Skeleton height="48" aria-busy="true" />;
  const items = tree.data.items;

  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <Trans>网站页眉和页脚的导航。修改立即在网站上生效;隐藏的项目(及其下级)访客看不到,预览时可见。用“上移”“下移”调整同级顺序。</Trans>
      </Text>
      <HStack>
        <Button onClick={() => open({ kind: 'create', parentId: null })}>
          <Trans>新建顶级导航</Trans>
        </Button>
      </HStack>
      <NavList
        items={items}
        depth={0}
        busy={busy}
        onMove={editor.move}
        onToggle={editor.toggle}
        onEdit={(item) => open({ kind: 'edit', item })}
        onAddChild={(item) => open({ kind: 'create', parentId: item.id })}
        onDelete={(item) => open({ kind: 'delete', item })}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' || dialog?.kind === 'create' ? (
          <NavDialog
            item={dialog.kind === 'edit' ? dialog.item : null}
            parentId={dialog.kind === 'create' ? dialog.parentId : null}
            tree={items}
            onClose={close}
            onSaved={done}
          />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <ConfirmDeleteDialog
            name={dialog.item.displayNameZh}
            remove={() => deleteSiteNav(dialog.item.id, { handledStatuses: [400] })}
            onClose={close}
            onDeleted={done}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

interface NavListProps {
  items: readonly SiteNav[];
  depth: number;
  busy: boolean;
  onMove: (item: SiteNav, direction: MoveDirection) => void;
  onToggle: (item: SiteNav) => void;
  onEdit: (item: SiteNav) => void;
  onAddChild: (item: SiteNav) => void;
  onDelete: (item: SiteNav) => void;
}

/** One level of the tree: a list whose items hold their own children's list (nesting is the structure). */
function NavList({ items, depth, ...actions }: NavListProps) {
  const { t } = useLingui();
  return (
    <Stack as="ul" listStyleType="none" gap="2" ps={depth === 0 ? '0' : '6'} aria-label={depth === 0 ? t`网站导航` : undefined}>
      {items.map((item, index) => (
        <Box as="li" key={item.id}>
          <NavRow item={item} first={index === 0} last={index === items.length - 1} {...actions} />
          {item.children.length > 0 ? <NavList items={item.children} depth={depth + 1} {...actions} /> : null}
        </Box>
      ))}
    </Stack>
  );
}

function NavRow({ item, first, last, busy, onMove, onToggle, onEdit, onAddChild, onDelete }: Omit<NavListProps, 'items' | 'depth'> & { item: SiteNav; first: boolean; last: boolean }) {
  const { t, i18n } = useLingui();
  const name = item.displayNameZh;
  const zhPath = publicNavPath(item, 'zh-Hans');
  const enPath = publicNavPath(item, 'en');
  return (
    <Stack borderWidth="1px" rounded="l2" p="3" gap="2" bg={item.isVisible ? undefined : 'bg.muted'} data-testid="site-nav-row">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{item.displayNameZh}</Text>
          <Text color="fg.muted" lang="en">
            {item.displayNameEn}
          </Text>
          <Badge variant="subtle">{i18n._(NAV_TYPE_LABELS[item.navType])}</Badge>
          {item.isVisible ? null : (
            <Badge colorPalette="orange" variant="subtle">
              <Trans>已隐藏</Trans>
            </Badge>
          )}
        </HStack>
        <HStack gap="1" wrap="wrap">
          <MoveButtons itemId={item.id} name={name} first={first} last={last} pending={busy} onMove={(direction) => onMove(item, direction)} />
          <Button size="xs" variant="outline" disabled={busy} aria-label={item.isVisible ? t`隐藏 ${name}` : t`显示 ${name}`} onClick={() => onToggle(item)}>
            {item.isVisible ? <Trans>隐藏</Trans> : <Trans>显示</Trans>}
          </Button>
          <Button size="xs" variant="outline" aria-label={t`编辑 ${name}`} onClick={() => onEdit(item)}>
            <Trans>编辑</Trans>
          </Button>
          <Button size="xs" variant="outline" aria-label={t`添加子项:${name}`} onClick={() => onAddChild(item)}>
            <Trans>添加子项</Trans>
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" aria-label={t`删除 ${name}`} onClick={() => onDelete(item)}>
            <Trans>删除</Trans>
          </Button>
        </HStack>
      </HStack>
      <HStack gap="3" wrap="wrap" fontSize="sm">
        <Text color="fg.muted">
          <Trans>链接:</Trans>{' '}
          {zhPath === null ? <Trans>(分组,无自身页面)</Trans> : <Code>{zhPath}</Code>}
        </Text>
        {zhPath !== null && enPath !== null && !isExternal(zhPath) ? <PreviewLinks zhPath={zhPath} enPath={enPath} name={name} /> : null}
      </HStack>
    </Stack>
  );
}
