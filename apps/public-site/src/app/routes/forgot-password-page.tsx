import { Skeleton } from '@chakra-ui/react';
import { systemQueries } from '@forwarder/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form';
import { ContactCustomerService } from '../../features/password-reset/components/forgot-password-hint';
import { AuthPanel } from '../layout/auth-panel';

/**
 * /forgot-password (issue 12): ask for a reset link by e-mail. Reached from the login page when the portal sends
 * mail; without mail (an old link, a typed address) it says to contact customer service, as the login page does.
 * The form (react-hook-form, zod) loads with this page's chunk only.
 */
export function Component() {
  const { t } = useLingui();
  const configuration = useQuery(systemQueries.applicationConfiguration());
  const data = configuration.data;
  return (
    <AuthPanel title={t`找回密码`} intro={<Trans>填写用户名或账号的电子邮箱，我们会把重置密码的链接发到账号的电子邮箱。</Trans>}>
      {!data ? (
        <Skeleton height="32" aria-busy="true" />
      ) : data.features.passwordResetByMail ? (
        <ForgotPasswordForm />
      ) : (
        <ContactCustomerService mail={data.tenantExtra.customerServiceMail} />
      )}
    </AuthPanel>
  );
}
