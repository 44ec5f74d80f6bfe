import { Badge, Box, Button, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  deleteSitePageContent,
  moveSitePageContent,
  type MoveDirection,
  opsQueries,
  setSitePageContentPublished,
  type PageContentType,
  type SitePageContent,
  type SitePageContentList,
} from '@forwarder/api-client/ops';
import { CardSection, RetryAlert } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MoveButtons } from '../../../shared/list/move-buttons';
import { useListEditor } from '../hooks/use-list-editor';
import { homePath } from '../lib/public-preview';
import { SLOT_LABELS, SLOTS } from '../lib/site-content-labels';
import { PreviewLinks } from './preview-links';

const BlockDialog = lazy(() => import('./block-dialog').then((module) => ({ default: module.BlockDialog })));
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog').then((module) => ({ default: module.ConfirmDeleteDialog })));

type Dialog = { kind: 'edit'; block: SitePageContent } | { kind: 'create'; slot: PageContentType } | { kind: 'delete'; block: SitePageContent };


/** The home page's blocks by slot (operators and admins): order, publish, edit, delete, and the preview. */
export function HomeBlocks() {
  const { t, i18n } = useLingui();
  const list = useQuery(opsQueries.sitePageContents());
  const editor = useListEditor<SitePageContent, SitePageContentList, Dialog>({
    operation: 'getSitePageContentList',
    queryKey: opsQueries.sitePageContents().queryKey,
    move: (block, direction) => moveSitePageContent(block.id, direction),
    toggle: (block) => setSitePageContentPublished(block.id, !block.isPublished),
  });
  const { dialog, open, close, done, busy } = editor;

  if (list.isError) return <RetryAlert title={<Trans>首页内容加载失败</Trans>} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton height="48" aria-busy="true" />;
  const items = list.data.items;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">
          <Trans>首页的横幅、合作伙伴和内容区块。新建的内容默认未发布,可先预览再发布;修改立即在网站上生效。</Trans>
        </Text>
        <PreviewLinks zhPath={homePath('zh-Hans')} enPath={homePath('en')} name={t`首页`} />
      </HStack>
      {SLOTS.map((slot) => {
        const blocks = items.filter((b) => b.pageContentType === slot);
        const slotName = i18n._(SLOT_LABELS[slot]);
        return (
          <CardSection
            key={slot}
            title={slotName}
            actions={
              <Button size="sm" variant="outline" aria-label={t`在“${slotName}”中新建`} onClick={() => open({ kind: 'create', slot })}>
                <Trans>新建</Trans>
              </Button>
            }
          >
            {blocks.length === 0 ? (
              <Text color="fg.muted">
                <Trans>这里还没有内容。</Trans>
              </Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2">
                {blocks.map((block, index) => (
                  <Box as="li" key={block.id}>
                    <BlockRow
                      block={block}
                      first={index === 0}
                      last={index === blocks.length - 1}
                      busy={busy}
                      onMove={(direction) => editor.move(block, direction)}
                      onPublish={() => editor.toggle(block)}
                      onEdit={() => open({ kind: 'edit', block })}
                      onDelete={() => open({ kind: 'delete', block })}
                    />
                  </Box>
                ))}
              </Stack>
            )}
          </CardSection>
        );
      })}
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' || dialog?.kind === 'create' ? (
          <BlockDialog
            block={dialog.kind === 'edit' ? dialog.block : null}
            slot={dialog.kind === 'edit' ? dialog.block.pageContentType : dialog.slot}
            onClose={close}
            onSaved={done}
          />
        ) : null}
        {dialog?.kind === 'delete' ? (
          <ConfirmDeleteDialog
            name={dialog.block.titleZh}
            remove={() => deleteSitePageContent(dialog.block.id, { handledStatuses: [400] })}
            onClose={close}
            onDeleted={done}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

interface BlockRowProps {
  block: SitePageContent;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: MoveDirection) => void;
  onPublish: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function BlockRow({ block, first, last, busy, onMove, onPublish, onEdit, onDelete }: BlockRowProps) {
  const { t } = useLingui();
  const name = block.titleZh;
  return (
    <HStack borderWidth="1px" rounded="l2" p="3" gap="3" align="flex-start" justify="space-between" wrap="wrap" bg={block.isPublished ? undefined : 'bg.muted'} data-testid="home-block-row">
      <HStack gap="3" align="flex-start">
        {block.imageUrl ? <Image src={block.imageUrl} alt="" boxSize="12" objectFit="contain" rounded="l1" /> : null}
        <Stack gap="0.5">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{block.titleZh}</Text>
            <Text color="fg.muted" lang="en">
              {block.titleEn}
            </Text>
            {block.isPublished ? null : (
              <Badge colorPalette="orange" variant="subtle">
                <Trans>未发布</Trans>
              </Badge>
            )}
          </HStack>
          {block.subTitleZh || block.subTitleEn ? (
            <Text fontSize="sm" color="fg.muted">
              {block.subTitleZh} · <span lang="en">{block.subTitleEn}</span>
            </Text>
          ) : null}
          {block.linkUrl ? (
            <Text fontSize="sm" color="fg.muted">
              <Trans>链接:</Trans> {block.linkUrl}
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <HStack gap="1" wrap="wrap">
        <MoveButtons itemId={block.id} name={name} first={first} last={last} pending={busy} onMove={onMove} />
        <Button size="xs" variant="outline" disabled={busy} aria-label={block.isPublished ? t`下线 ${name}` : t`发布 ${name}`} onClick={onPublish}>
          {block.isPublished ? <Trans>下线</Trans> : <Trans>发布</Trans>}
        </Button>
        <Button size="xs" variant="outline" aria-label={t`编辑 ${name}`} onClick={onEdit}>
          <Trans>编辑</Trans>
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" aria-label={t`删除 ${name}`} onClick={onDelete}>
          <Trans>删除</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
