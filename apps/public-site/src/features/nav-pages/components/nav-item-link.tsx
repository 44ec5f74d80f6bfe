import type { NavItem } from '@forwarder/api-client';
import { useLocale } from '@forwarder/i18n';
import { navItemTarget, NavLink } from '@forwarder/ui';

/** A navigation item as a link (the header's own mapping of section 2), or plain text for a group without a page. */
export function NavItemLink({ item }: { item: NavItem }) {
  const target = navItemTarget(item, useLocale());
  if (!target) return <span>{item.displayName}</span>;
  return (
    <NavLink target={target} color="brand.fg">
      {item.displayName}
    </NavLink>
  );
}
