import { PageSection } from '@forwarder/ui';
import type { ReactNode } from 'react';

/**
 * The frame of a shipping page in either portal: its h1 and the document title, one text for both (React hoists
 * `<title>` into `<head>`), so the two portals cannot drift apart.
 */
export function ShippingPageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageSection title={title}>
      <title>{title}</title>
      {children}
    </PageSection>
  );
}
