import { Box, Flex, Link } from '@chakra-ui/react';
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

/**
 * Side menu of the member and merchant layouts; the active item is highlighted and marked current. `horizontal` lays
 * the same items out in a wrapping row (a portal's menu above the page on a phone, where the side column is hidden).
 */
export function SideMenu({ label, items, orientation = 'vertical' }: { label: string; items: SideMenuItem[]; orientation?: 'vertical' | 'horizontal' }) {
  const horizontal = orientation === 'horizontal';
  return (
    <Box as="nav" aria-label={label}>
      <Flex as="ul" direction={horizontal ? 'row' : 'column'} wrap={horizontal ? 'wrap' : 'nowrap'} gap="1" listStyleType="none">
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
              {...(horizontal ? { borderBottomWidth: '3px' } : { borderStartWidth: '3px' })}
              borderColor={item.active ? 'brand.solid' : 'transparent'}
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
              aria-current={item.active ? 'page' : undefined}
            >
              {item.link}
            </Link>
          </li>
        ))}
      </Flex>
    </Box>
  );
}
