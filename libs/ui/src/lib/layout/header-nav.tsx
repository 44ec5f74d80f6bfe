import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { Locale } from '@forwarder/i18n';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../nav/nav-link';
import { NavType } from '@forwarder/contracts/api-f';
import { navItemTarget, type NavItemLike } from '../nav/nav-item-path';
import { ChevronDownIcon } from './icons';
import { useHoverDisclosure } from './use-hover-disclosure';

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '3',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'fg',
  _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
} as const;

const TriggerButton = chakra('button', {
  base: {
    ...linkStyle,
    gap: '1',
    cursor: 'pointer',
    bg: 'transparent',
    _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    _expanded: { bg: 'brand.subtle', color: 'brand.fg' },
  },
});

/** Desktop navigation (≥ lg): top-level links and dropdowns built from the server's nav items. */
export function HeaderNav({ items, locale, label }: { items: NavItemLike[]; locale: Locale; label: string }) {
  return (
    <Box as="nav" aria-label={label}>
      <Stack as="ul" direction="row" gap="1" listStyleType="none" m="0" p="0">
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavDropdown key={item.id} item={item} locale={locale} />
          ) : (
            <TopLink key={item.id} item={item} locale={locale} />
          ),
        )}
      </Stack>
    </Box>
  );
}

function TopLink({ item, locale }: { item: NavItemLike; locale: Locale }) {
  const target = navItemTarget(item, locale);
  if (!target) return null; // an empty group: nothing to show
  return (
    <li>
      <NavLink target={target} {...linkStyle}>
        {item.displayName}
      </NavLink>
    </li>
  );
}

/**
 * A disclosure dropdown (button + list, WAI-ARIA disclosure navigation pattern; lighter than a
 * menu widget): opens on click, Enter/Space, or hover with a pointer; closes on Escape, on focus
 * or pointer leaving, and on navigation. A show-sub-list item (4) shows its children as groups
 * with their own children below each heading (the second level).
 */
export function NavDropdown({ item, locale }: { item: NavItemLike; locale: Locale }) {
  // The dropdown is open for the location it was opened at: any navigation closes it.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) =>
    setOpenAt((typeof next === 'function' ? next(open) : next) ? here : null);
  const disclosure = useHoverDisclosure(open, setOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const grouped = item.navType === NavType.ShowSubList;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <Box
      as="li"
      position="relative"
      {...disclosure.wrapperProps}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <TriggerButton ref={buttonRef} type="button" {...disclosure.buttonProps}>
        {item.displayName}
        <ChevronDownIcon />
      </TriggerButton>
      <Box
        {...disclosure.panelProps}
        position="absolute"
        top="100%"
        insetStart="0"
        zIndex="dropdown"
        minW="48"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="md"
        p="2"
      >
        {grouped ? (
          <Stack as="ul" direction="row" gap="6" listStyleType="none" m="0" p="2">
            {item.children.map((group) => (
              <li key={group.id}>
                <NavGroup group={group} locale={locale} />
              </li>
            ))}
          </Stack>
        ) : (
          <SubList items={item.children} locale={locale} />
        )}
      </Box>
    </Box>
  );
}

function NavGroup({ group, locale }: { group: NavItemLike; locale: Locale }) {
  const target = navItemTarget(group, locale);
  const headingId = useId();
  return (
    <Stack gap="1" minW="40">
      <Text id={headingId} fontWeight="semibold" fontSize="sm" px="2" color="brand.fg" whiteSpace="nowrap">
        {target ? (
          <NavLink target={target} color="brand.fg">
            {group.displayName}
          </NavLink>
        ) : (
          group.displayName
        )}
      </Text>
      {group.children.length > 0 ? <SubList items={group.children} locale={locale} labelledBy={headingId} /> : null}
    </Stack>
  );
}

function SubList({ items, locale, labelledBy }: { items: NavItemLike[]; locale: Locale; labelledBy?: string }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-labelledby={labelledBy}>
      {items.map((child) => {
        const target = navItemTarget(child, locale);
        if (!target) return null;
        return (
          <li key={child.id}>
            <NavLink
              target={target}
              display="block"
              px="2"
              py="1.5"
              rounded="sm"
              whiteSpace="nowrap"
              color="fg"
              _hover={{ bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' }}
            >
              {child.displayName}
            </NavLink>
          </li>
        );
      })}
    </Stack>
  );
}
