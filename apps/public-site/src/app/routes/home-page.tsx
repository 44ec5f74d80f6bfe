import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import { contentQueries, PageContentType } from '@forwarder/api-client';
import { joinLocalePath, useLocale } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import {
  AdvantagesBlock,
  CallToActionBlock,
  ProcessBlock,
  ServicesBlock,
} from '../../features/home/components/home-blocks';
import { LatestNews, latestNewsQuery } from '../../features/home/components/latest-news';
import { PartnersStrip } from '../../features/home/components/partners-strip';
import { TrackingQuickEntry } from '../../features/home/components/tracking-quick-entry';
import { blocksOf } from '../../features/home/lib/page-contents';
import { paths } from '../../config/paths';
import { usePreviewMode } from '../preview';
import { PageHead } from './page-head';
import type { PageData } from './page-data';

const SLOT = PageContentType;
const HOME_SLOTS = [SLOT.Banner, SLOT.Partners, SLOT.Home_1, SLOT.Home_2, SLOT.Home_3, SLOT.Home_4];

/** The home page's blocks and the latest news (read by `LatestNews`). */
export const pageData: PageData = ({ preview }) => [contentQueries.pageContents(HOME_SLOTS, preview), latestNewsQuery()];

// Spec section 2: home page with banners, partners and the Home_1..Home_4 content blocks, plus the latest news,
// the tracking quick entry and the 'ship now' call to action.
export function Component() {
  const locale = useLocale();
  const { data, isPending } = useQuery(contentQueries.pageContents(HOME_SLOTS, usePreviewMode()));
  const items = data?.items;
  const blocks = (slot: (typeof HOME_SLOTS)[number]) => blocksOf(items, slot, locale);

  return (
    <Stack gap={{ base: '8', md: '12' }}>
      <PageHead />
      <Heading as="h1" srOnly>
        <Trans>首页</Trans>
      </Heading>
      {isPending ? <Skeleton height={{ base: '64', md: '80', lg: '96' }} rounded="l3" /> : <BannerCarousel banners={blocks(SLOT.Banner)} />}
      <TrackingQuickEntry />
      {isPending ? (
        <Skeleton height="40" rounded="l3" />
      ) : (
        <>
          <ServicesBlock blocks={blocks(SLOT.Home_1)} />
          <AdvantagesBlock blocks={blocks(SLOT.Home_2)} />
        </>
      )}
      <LatestNews />
      {isPending ? null : <ProcessBlock blocks={blocks(SLOT.Home_3)} />}
      <CallToActionBlock block={blocks(SLOT.Home_4)[0]} shipNowHref={joinLocalePath(locale, '/user/order')} quoteTo={joinLocalePath(locale, paths.quote)} />
      {isPending ? null : <PartnersStrip partners={blocks(SLOT.Partners)} />}
    </Stack>
  );
}
