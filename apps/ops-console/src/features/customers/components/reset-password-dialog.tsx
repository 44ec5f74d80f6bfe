import { Text } from '@chakra-ui/react';
import { resetCustomerPassword, type CustomerDetail } from '@forwarder/api-client/ops';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { FormDialog } from '../../../shared/layout/form-dialog';
import { SecretOnceDialog } from '../../../shared/layout/secret-once-dialog';
import { invalidateCustomerReads } from '../lib/customer-types';

/**
 * Asks before resetting (the old password stops working and every session ends), then shows the temporary password
 * the server answered. It is held only in this component's state: closing the dialog forgets it, and the server
 * cannot show it again.
 */
export function ResetPasswordDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const userName = customer.userName;
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => resetCustomerPassword(customer.id, FORM_SEND),
    onSuccess: () => invalidateCustomerReads(queryClient),
  });
  if (reset.data) return <TemporaryPasswordDialog userName={userName} password={reset.data.temporaryPassword} onClose={onClose} />;
  return (
    <FormDialog
      title={<Trans>重置 {userName} 的密码？</Trans>}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        reset.mutate();
      }}
      submitLabel={<Trans>重置密码</Trans>}
      pending={reset.isPending}
      size="sm"
    >
      <RefusalAlert error={reset.error} />
      <Text>
        <Trans>系统会生成一个临时密码，只显示一次。原密码立即失效，客户所有已登录的会话都会退出。</Trans>
      </Text>
    </FormDialog>
  );
}

function TemporaryPasswordDialog({ userName, password, onClose }: { userName: string; password: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SecretOnceDialog
      title={<Trans>{userName} 的临时密码</Trans>}
      warning={<Trans>这个密码只显示这一次，关闭后无法再查看。请现在复制并安全地交给客户，并提醒客户登录后修改密码。</Trans>}
      label={<Trans>临时密码</Trans>}
      secret={password}
      copiedText={t`临时密码已复制到剪贴板`}
      copyFailedText={t`无法复制，请选中密码手动复制`}
      onClose={onClose}
    />
  );
}
