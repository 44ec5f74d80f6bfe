import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavTarget } from './nav-item-path';

export interface NavLinkProps extends Omit<LinkProps, 'href' | 'target' | 'asChild' | 'children'> {
  target: NavTarget;
  children: ReactNode;
}

/**
 * A link to a navigation target: client-side for the app's own pages, a plain anchor (full page
 * load) for another app's pages, and an external anchor, in a new tab when asked, otherwise.
 */
export function NavLink({ target, children, ...rest }: NavLinkProps) {
  if (target.kind === 'route') {
    return (
      <ChakraLink asChild {...rest}>
        <RouterLink to={target.href}>{children}</RouterLink>
      </ChakraLink>
    );
  }
  const newTab = target.kind === 'external' && target.newTab;
  return (
    <ChakraLink
      href={target.href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(target.kind === 'external' && !newTab ? { rel: 'noopener' } : {})}
      {...rest}
    >
      {children}
    </ChakraLink>
  );
}
