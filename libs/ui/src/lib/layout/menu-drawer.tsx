import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading (its accessible name). */
  title: ReactNode;
  children: ReactNode;
}

/**
 * The slide-in panel of the menus below the lg breakpoint (the public site's navigation, a portal's menu): one
 * Drawer from the start edge with a heading and a close button. Loaded lazily with the menu that opens it.
 */
export default function MenuDrawer({ open, onOpenChange, title, children }: MenuDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {/* A tapped link closes the drawer, also one to the page already shown (no route change to close it). */}
            <Drawer.Body onClick={(event) => (event.target as Element).closest('a[href]') && onOpenChange(false)}>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭菜单`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
