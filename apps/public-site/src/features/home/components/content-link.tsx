import { useLocale } from '@forwarder/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentTarget } from '../lib/content-link';

/** Renders `children` inside the right kind of link for a page-content `linkUrl`, or bare when there is none. */
export function ContentLink({ linkUrl, children, label }: { linkUrl: string | null; children: ReactNode; label?: string }) {
  const locale = useLocale();
  const target = contentTarget(linkUrl, locale);
  if (!target) return <>{children}</>;
  if (target.kind === 'route') {
    return (
      <Link to={target.to} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={target.href}
      aria-label={label}
      {...(target.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
