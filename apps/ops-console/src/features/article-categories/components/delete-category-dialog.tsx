import { Text } from '@chakra-ui/react';
import { deleteCategory, type OpsCategory } from '@forwarder/api-client/ops';
import { FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';

/** Asks before deleting; the server refuses while the category holds articles or sub-categories, and says so here. */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: { category: OpsCategory; onClose: () => void; onDeleted: () => void }) {
  const name = category.displayNameZh;
  const remove = useMutation({ mutationFn: () => deleteCategory(category.id, FORM_SEND), onSuccess: onDeleted });
  return (
    <FormDialog
      title={<Trans>删除文章分类“{name}”？</Trans>}
      onClose={onClose}
      mutation={remove}
      submitLabel={<Trans>删除</Trans>}
      size="sm"
    >
      <RefusalAlert error={remove.error} />
      <Text>
        <Trans>只能删除空的分类（没有文章和子分类）。指向它的导航项将不再链接到它。</Trans>
      </Text>
    </FormDialog>
  );
}
