import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@forwarder/i18n';
import type { ReactNode } from 'react';
import { NavLink } from '../nav/nav-link';
import { navItemTarget, type NavItemLike } from '../nav/nav-item-path';
import MenuDrawer from './menu-drawer';

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

/** The public site's slide-in menu: every nav item with its sub-items (and groups) expanded. */
export default function MobileMenuDrawer({ open, onOpenChange, items, locale, footer }: MobileMenuDrawerProps) {
  const { t } = useLingui();
  return (
    <MenuDrawer open={open} onOpenChange={onOpenChange} title={<Trans>菜单</Trans>}>
      <nav aria-label={t`移动端导航`}>
        <MenuList items={items} locale={locale} depth={0} />
      </nav>
      {footer ? (
        <Stack gap="2" mt="6" pt="4" borderTopWidth="1px" borderColor="border">
          {footer}
        </Stack>
      ) : null}
    </MenuDrawer>
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
