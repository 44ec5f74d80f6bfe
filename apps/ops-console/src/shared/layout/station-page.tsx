import { Button } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import { PageSection } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A full-width station page (scan mode, receiving): no side menu, so a way back to the console's centre. */
export function StationPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  const to = useLocalePath();
  return (
    <PageSection
      title={title}
      actions={
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={to(paths.center)}>
            <Trans>返回工作台</Trans>
          </RouterLink>
        </Button>
      }
    >
      {children}
    </PageSection>
  );
}
