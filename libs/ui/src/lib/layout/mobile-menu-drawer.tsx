import { CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@forwarder/i18n';
import type { ReactNode } from 'react';
import { NavLink } from '../nav/nav-link';
import { navItemTarget, type NavItemLike } from '../nav/nav-item-path';

export interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: NavItemLike[];
  locale: Locale;
  footer?: ReactNode;
}

const itemLink = {
  display: 'block',
  py: '2',
  px: '3',
  rounded: 'md',
  color: 'fg',
  _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
} as const;

/** The slide-in menu's body: every nav item with its sub-items (and groups) expanded. */
export default function MobileMenuDrawer({ open, onOpenChange, items, locale, footer }: MobileMenuDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <Trans>菜单</Trans>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t`移动端导航`}>
                <MenuList items={items} locale={locale} depth={0} />
              </nav>
              {footer ? (
                <Stack gap="2" mt="6" pt="4" borderTopWidth="1px" borderColor="border">
                  {footer}
                </Stack>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭菜单`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MenuList({ items, locale, depth }: { items: NavItemLike[]; locale: Locale; depth: number }) {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" ps={depth > 0 ? '3' : '0'}>
      {items.map((item) => {
        const target = navItemTarget(item, locale);
        return (
          <li key={item.id}>
            {target ? (
              <NavLink target={target} {...itemLink} fontWeight={depth === 0 ? 'medium' : 'normal'}>
                {item.displayName}
              </NavLink>
            ) : (
              <Text px="3" py="2" fontWeight="semibold" color="fg.muted">
                {item.displayName}
              </Text>
            )}
            {item.children.length > 0 && depth < 2 ? (
              <MenuList items={item.children} locale={locale} depth={depth + 1} />
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
