import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { NotFoundView } from '@forwarder/ui';
import { Link } from 'react-router-dom';
import { useLocalePath } from '@forwarder/i18n';

// Unknown routes. The server answers these URLs with status 404 and this app's index.html.
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
