import { PageSection } from '@forwarder/ui';
import type { ReactNode } from 'react';

/**
 * The frame of a shipping page in either portal: its h1, one text for both portals so they cannot drift apart.
 * A page of the portal's menu leaves the document title to the portal layout ("<menu label> - <site>");
 * `ownTitle` is for a page the menu does not list (the order detail), whose `<title>` is hoisted before the
 * layout's and wins.
 */
export function ShippingPageSection({ title, ownTitle = false, children }: { title: string; ownTitle?: boolean; children: ReactNode }) {
  return (
    <PageSection title={title}>
      {ownTitle ? <title>{title}</title> : null}
      {children}
    </PageSection>
  );
}
