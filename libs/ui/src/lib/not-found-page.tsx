import { Button } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { NotFoundView } from './not-found-view';

/**
 * The `*` route of every app. The server answers these URLs with status 404 and the app's index.html; the link
 * goes to the public home page in the current language.
 */
export function NotFoundPage() {
  const to = useLocalePath();
  return (
    <NotFoundView
      homeAction={
        <Button asChild>
          <Link to={to('/')}>
            <Trans>返回首页</Trans>
          </Link>
        </Button>
      }
    />
  );
}
