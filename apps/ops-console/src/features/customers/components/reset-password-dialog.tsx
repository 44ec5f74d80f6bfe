import { opsOperationKey, resetCustomerPassword, sendCustomerPasswordResetLink, type CustomerDetail } from '@forwarder/api-client/ops';
import { FormDialog, RadioChoices, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { SecretOnceDialog } from '../../../shared/layout/secret-once-dialog';
import { useReference } from '../../../shared/reference/use-reference';
import { invalidateCustomerReads } from '../lib/customer-types';
import { useSiteTime } from '../../../shared/time/use-site-time';

type ResetWay = 'temporary' | 'link';

/**
 * Two ways to reset (issue 12): a temporary password now (the old password stops working and every session ends),
 * shown once by the next dialog; or a reset link by e-mail, valid 30 minutes, which changes nothing until the
 * customer uses it. The link is offered only when the portal sends mail and the customer is enabled with an e-mail
 * address; otherwise the dialog says why. The temporary password is held only in this component's state: closing
 * the dialog forgets it, and the server cannot show it again.
 */
export function ResetPasswordDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const { userName, email } = customer;
  const queryClient = useQueryClient();
  const reference = useReference();
  // A reference that failed to load (toasted) offers no link: the temporary password always works.
  const linkBlocked = linkBlockedReason(customer, reference.isError ? false : reference.data?.mailConfigured);
  const [way, setWay] = useState<ResetWay>('temporary');
  const reset = useMutation({
    mutationFn: () => resetCustomerPassword(customer.id, FORM_SEND),
    onSuccess: () => invalidateCustomerReads(queryClient),
  });
  const link = useMutation({
    mutationFn: () => sendCustomerPasswordResetLink(customer.id, FORM_SEND),
    onSuccess: ({ email: to, expiresAt }) => {
      invalidateCustomerReads(queryClient);
      void queryClient.invalidateQueries({ queryKey: opsOperationKey('getMailList') });
      const until = siteTime.time(expiresAt);
      void showToast({ type: 'success', title: t`重置链接已发送到 ${to}`, description: t`链接在 ${until} 前有效，只能使用一次。` });
      onClose();
    },
  });
  if (reset.data) return <TemporaryPasswordDialog userName={userName} password={reset.data.temporaryPassword} onClose={onClose} />;
  const byLink = way === 'link' && linkBlocked === null;
  return (
    <FormDialog
      title={<Trans>重置 {userName} 的密码？</Trans>}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (byLink) {
          reset.reset();
          link.mutate();
        } else {
          link.reset();
          reset.mutate();
        }
      }}
      submitLabel={byLink ? <Trans>发送重置链接</Trans> : <Trans>重置密码</Trans>}
      pending={reset.isPending || link.isPending}
      size="md"
    >
      <RefusalAlert error={reset.error ?? link.error} />
      <RadioChoices
        legend={<Trans>重置方式</Trans>}
        value={way}
        onChange={setWay}
        choices={[
          {
            value: 'temporary',
            label: <Trans>生成临时密码</Trans>,
            description: <Trans>系统会生成一个临时密码，只显示一次。原密码立即失效，客户所有已登录的会话都会退出。</Trans>,
          },
          {
            value: 'link',
            label: <Trans>通过邮件发送重置链接</Trans>,
            disabled: linkBlocked !== null,
            description: linkBlocked ?? (
              <Trans>链接发到 {email}，30 分钟内有效，只能使用一次。客户设置新密码之前，原密码和登录会话保持不变。</Trans>
            ),
          },
        ]}
      />
    </FormDialog>
  );
}

/** Why a reset link cannot be sent (the server refuses the same cases), or null when it can. */
function linkBlockedReason(customer: CustomerDetail, mailConfigured: boolean | undefined): ReactNode {
  if (mailConfigured === undefined) return <Trans>正在确认邮件服务…</Trans>;
  if (!mailConfigured) return <Trans>服务器没有配置发信服务（SMTP_URL），不能发送重置链接。请使用临时密码。</Trans>;
  if (!customer.email) return <Trans>客户资料里没有电子邮箱，不能发送重置链接。请使用临时密码。</Trans>;
  if (!customer.isActive) return <Trans>账号已停用，不能发送重置链接。</Trans>;
  return null;
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
