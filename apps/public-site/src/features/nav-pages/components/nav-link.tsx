import { Link as ChakraLink } from '@chakra-ui/react';
import type { NavItem } from '@forwarder/api-client';
import { joinLocalePath, useLocale } from '@forwarder/i18n';
import { Link } from 'react-router-dom';
import { navTarget } from '../lib/nav-target';

/** A navigation item as the right kind of link (router, full page load, external), or plain text without a target. */
export function NavLink({ item }: { item: NavItem }) {
  const locale = useLocale();
  const target = navTarget(item);
  if (!target) return <span>{item.displayName}</span>;
  if (target.kind === 'route') {
    return (
      <ChakraLink asChild color="brand.fg">
        <Link to={joinLocalePath(locale, target.path)}>{item.displayName}</Link>
      </ChakraLink>
    );
  }
  if (target.kind === 'document') {
    return (
      <ChakraLink color="brand.fg" href={joinLocalePath(locale, target.path)}>
        {item.displayName}
      </ChakraLink>
    );
  }
  return (
    <ChakraLink
      color="brand.fg"
      href={target.href}
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.displayName}
    </ChakraLink>
  );
}
