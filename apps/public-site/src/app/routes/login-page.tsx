import { Alert, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { goTo, postLoginTarget, REDIRECT_PARAM, SESSION_EXPIRED_PARAM, useProfile, useSession } from '@forwarder/auth';
import { useLocale } from '@forwarder/i18n';
import { LoadingSpinner } from '@forwarder/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../../features/login/components/login-form';
import { ForgotPasswordHint } from '../../features/password-reset/components/forgot-password-hint';
import { AuthPanel } from '../layout/auth-panel';
import { USERNAME_PARAM } from '../../config/paths';

/**
 * /login and /en/login (spec section 2). `?redirect=` holds the originally requested full path;
 * after login (or at once when already signed in) the user goes there if it is a safe same-site
 * path they may open, else to their own centre (libs/auth `postLoginTarget`). Portals are other
 * apps: a full page load. `?username=` fills in the user name (after a password reset). `?expired=1`: a portal lost
 * its session (the API client's 401 policy, libs/auth): the page says so above the form. Under the form, the way out
 * of a forgotten password (a reset link by e-mail, or customer service).
 */
export function Component() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const profile = useProfile();
  const userType = profile.data?.userType;
  const redirect = params.get(REDIRECT_PARAM);

  useEffect(() => {
    if (!session || userType === undefined) return;
    goTo(postLoginTarget(redirect, userType, locale), 'public-site', navigate, { replace: true });
  }, [session, userType, redirect, locale, navigate]);

  // Signed in: the profile decides where to go; if it cannot be loaded, the form lets the user sign in again.
  const leaving = session !== null && !profile.isError;

  return (
    <AuthPanel title={t`登录`} intro={<Trans>会员与商家使用同一入口登录。</Trans>}>
      {leaving ? (
        <Stack direction="row" align="center" gap="3" role="status">
          <LoadingSpinner size="sm" color="brand.solid" />
          <Text>
            <Trans>正在跳转…</Trans>
          </Text>
        </Stack>
      ) : (
        <>
          {params.get(SESSION_EXPIRED_PARAM) === '1' ? <SessionExpired /> : null}
          <LoginForm defaultUsername={(params.get(USERNAME_PARAM) ?? '').trim().slice(0, 64)} />
          <ForgotPasswordHint />
        </>
      )}
    </AuthPanel>
  );
}

/** Why the user is back on the login page after a lost session (issue 27): what they typed waits for them. */
function SessionExpired() {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>登录已过期，请重新登录</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
