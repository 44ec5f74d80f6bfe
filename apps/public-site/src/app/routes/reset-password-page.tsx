import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';
import { AuthPanel } from '../layout/auth-panel';

/**
 * /reset-password?token=… (issue 12): the page a reset mail links to, where the user sets a new password. The token
 * is read once from the address; the server decides whether it still works.
 */
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  return (
    <AuthPanel title={t`设置新密码`} intro={<Trans>为您的账号设置一个新密码。</Trans>}>
      <ResetPasswordForm key={token} token={token} />
    </AuthPanel>
  );
}
