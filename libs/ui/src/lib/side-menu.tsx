import { Box, Link, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface SideMenuItem {
  key: string;
  /** The link element (router link or anchor) with its label; styled here via `asChild`. */
  link: ReactElement;
  active: boolean;
}

/**
 * Spec section 2: "the active menu item is highlighted when the current path contains the
 * item's path". Read segment-wise (the item's path is the current path or one of its
 * ancestors), so '/user/order' does not light up on '/user/order-detail'. Both paths unprefixed.
 */
export function isMenuItemActive(currentPath: string, itemPath: string): boolean {
  const current = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  const item = itemPath.length > 1 ? itemPath.replace(/\/+$/, '') : itemPath;
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}

/** Whether the side menu shows on a page (spec: hidden on the full-width pages such as /user/order). */
export function showsSideMenu(currentPath: string, fullWidthPaths: readonly string[]): boolean {
  const current = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  return !fullWidthPaths.includes(current);
}

/** Side menu of the member and merchant layouts; the active item is highlighted and marked current. */
export function SideMenu({ label, items }: { label: string; items: SideMenuItem[] }) {
  return (
    <Box as="nav" aria-label={label}>
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              bg={item.active ? 'brand.muted' : undefined}
              color={item.active ? 'brand.fg' : 'fg'}
              fontWeight={item.active ? 'semibold' : 'normal'}
              borderStartWidth="3px"
              borderColor={item.active ? 'brand.solid' : 'transparent'}
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.link}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
