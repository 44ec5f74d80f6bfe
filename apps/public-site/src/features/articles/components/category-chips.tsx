import { Button, Wrap } from '@chakra-ui/react';
import type { Category } from '@forwarder/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** Category filter of the article list (`?category=<id>`), as links so the filter can be shared. */
export function CategoryChips({ categories, selected }: { categories: Category[]; selected: string | null }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const chip = (id: string | null, label: ReactNode) => {
    const active = id === selected;
    return (
      <Button
        asChild
        key={id ?? 'all'}
        size="sm"
        rounded="full"
        variant={active ? 'solid' : 'outline'}
      >
        <Link to={id ? `${pathname}?category=${encodeURIComponent(id)}` : pathname} aria-current={active ? 'page' : undefined}>
          {label}
        </Link>
      </Button>
    );
  };
  return (
    <Wrap as="nav" aria-label={t`文章分类`} gap="2">
      {chip(null, <Trans>全部</Trans>)}
      {categories.map((category) => chip(category.id, category.displayName))}
    </Wrap>
  );
}
