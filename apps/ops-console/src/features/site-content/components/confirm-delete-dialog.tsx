import { Text } from '@chakra-ui/react';
import { FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RefusalAlert } from '../../../shared/form/server-errors';

/**
 * Asks before deleting a navigation item or a home block; a refusal (an item others depend on, 400 naming them)
 * stays in the dialog.
 */
export function ConfirmDeleteDialog({ name, remove, onClose, onDeleted }: { name: ReactNode; remove: () => Promise<unknown>; onClose: () => void; onDeleted: () => void }) {
  const mutation = useMutation({ mutationFn: remove, onSuccess: onDeleted });
  return (
    <FormDialog
      title={<Trans>删除 {name}?</Trans>}
      onClose={onClose}
      mutation={mutation}
      submitLabel={<Trans>删除</Trans>}
      size="sm"
    >
      <RefusalAlert error={mutation.error} />
      <Text>
        <Trans>删除后网站上立即不再显示,且不能恢复。只想暂时不显示时,请改用隐藏或下线。</Trans>
      </Text>
    </FormDialog>
  );
}
