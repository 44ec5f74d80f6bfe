import { Text } from '@chakra-ui/react';
import { deleteArticle, type OpsArticleListItem } from '@forwarder/api-client/ops';
import { FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';

/** Asks before deleting: visitors lose the page at once, and a deleted article cannot be restored. */
export function DeleteArticleDialog({ article, onClose, onDeleted }: { article: Pick<OpsArticleListItem, 'id' | 'titleZh' | 'titleEn'>; onClose: () => void; onDeleted: () => void }) {
  const title = article.titleZh || article.titleEn;
  const remove = useMutation({ mutationFn: () => deleteArticle(article.id, FORM_SEND), onSuccess: onDeleted });
  return (
    <FormDialog
      title={<Trans>删除文章“{title}”？</Trans>}
      onClose={onClose}
      mutation={remove}
      submitLabel={<Trans>删除</Trans>}
      size="sm"
    >
      <RefusalAlert error={remove.error} />
      <Text>
        <Trans>文章的两种语言版本和标签都会删除，访客将无法再打开它，删除后不能恢复。只想暂时不显示，可以改为撤回发布。</Trans>
      </Text>
    </FormDialog>
  );
}
