import { Link, Text } from '@chakra-ui/react';
import { systemQueries } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * The login page's "forgot password?": a link to ask for a reset link when the portal sends mail
 * (`features.passwordResetByMail`), otherwise the sentence that sends the user to customer service (the tenant's
 * customer-service address when it has one). Nothing until the configuration is there, so neither flashes.
 */
export function ForgotPasswordHint() {
  const to = useLocalePath();
  const configuration = useQuery(systemQueries.applicationConfiguration());
  if (!configuration.data) return null;
  if (configuration.data.features.passwordResetByMail) {
    return (
      <Text textAlign="center">
        <Link asChild color="brand.fg">
          <RouterLink to={to(paths.forgotPassword)}>
            <Trans>忘记密码？</Trans>
          </RouterLink>
        </Link>
      </Text>
    );
  }
  return <ContactCustomerService mail={configuration.data.tenantExtra.customerServiceMail} />;
}

/** Without mail nobody can be sent a link: staff reset the password (a temporary one) when asked. */
export function ContactCustomerService({ mail }: { mail: string }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {mail ? (
        <Trans>
          忘记密码？请联系客服（
          <Link href={`mailto:${mail}`} color="brand.fg">
            {mail}
          </Link>
          ）为您重置密码。
        </Trans>
      ) : (
        <Trans>忘记密码？请联系客服为您重置密码。</Trans>
      )}
    </Text>
  );
}
