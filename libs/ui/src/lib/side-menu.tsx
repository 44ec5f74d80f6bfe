import { Box, Link, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface SideMenuItem {
  key: string;
  /** The link element (router link or anchor) with its label; styled here via `asChild`. */
  link: ReactElement;
  active: boolean;
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
