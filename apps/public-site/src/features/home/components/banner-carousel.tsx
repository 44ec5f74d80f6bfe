import { Box, Button, chakra, Container, HStack, Heading, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { HomeBlock } from '../lib/page-contents';
import { ContentLink } from './content-link';

const INTERVAL_MS = 6000;
const FOCUS_RING = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' } as const; // eslint-disable-line lingui/no-unlocalized-strings

/**
 * Home banners: one slide at a time with dots. Rotation pauses while the pointer is over it or focus is inside it
 * (WCAG 2.2.2) and can be stopped with the labelled pause button; every control is a labelled button.
 */
export function BannerCarousel({ banners }: { banners: HomeBlock[] }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners.length;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const current = banners[Math.min(index, count - 1)] as HomeBlock;
  const position = index + 1;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      as="section"
      aria-roledescription={t`轮播`}
      aria-label={t`横幅`}
      position="relative"
      overflow="hidden"
      rounded={{ base: 'none', md: 'l3' }}
      bg="brand.subtle"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <BannerSlide key={current.id} banner={current} position={position} count={count} />
      {count > 1 ? (
        <CarouselControls banners={banners} index={index} stopped={stopped} onGo={go} onToggleStop={() => setStopped((s) => !s)} />
      ) : null}
    </Box>
  );
}

/** One banner: its image behind a card with the title, texts and "learn more". */
function BannerSlide({ banner, position, count }: { banner: HomeBlock; position: number; count: number }) {
  const { t } = useLingui();
  return (
    <Box
      role="group"
      aria-roledescription={t`幻灯片`}
      aria-label={t`第 ${position} 张，共 ${count} 张`}
      position="relative"
      minH={{ base: '64', md: '80', lg: '96' }}
    >
      {banner.imageUrl ? (
        <Image
          src={banner.imageUrl}
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          fetchPriority="high"
        />
      ) : null}
      <Container position="relative" py={{ base: '10', md: '16' }} px={{ base: '6', md: '12' }}>
        <Stack gap="3" maxW="xl" bg="bg" p={{ base: '4', md: '6' }} rounded="l3">
          <Heading as="h2" size={{ base: 'xl', md: '3xl' }}>
            {banner.title}
          </Heading>
          {banner.subTitle ? <Text fontWeight="medium" color="brand.fg">{banner.subTitle}</Text> : null}
          {banner.content ? <Text color="fg.muted">{banner.content}</Text> : null}
          {banner.linkUrl ? (
            <Box>
              <Button asChild size="sm">
                <ContentLink linkUrl={banner.linkUrl}>
                  <Trans>了解更多</Trans>
                  <Box as="span" srOnly>
                    {banner.title}
                  </Box>
                </ContentLink>
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}

/** Previous / a dot per slide / next, and pause (shown when there is more than one banner). */
function CarouselControls({
  banners,
  index,
  stopped,
  onGo,
  onToggleStop,
}: {
  banners: HomeBlock[];
  index: number;
  stopped: boolean;
  onGo: (index: number) => void;
  onToggleStop: () => void;
}) {
  const { t } = useLingui();
  const slideLabel = (n: number, title: string) => t`第 ${n} 张：${title}`;
  return (
    <HStack position="absolute" bottom="3" insetX="0" justify="center" gap="2">
      <IconButton size="xs" variant="subtle" aria-label={t`上一张`} onClick={() => onGo(index - 1)}>
        ‹
      </IconButton>
      {banners.map((banner, i) => (
        <chakra.button
          type="button"
          key={banner.id}
          aria-label={slideLabel(i + 1, banner.title)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onGo(i)}
          minW="6"
          h="6"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          rounded="full"
          cursor="pointer"
          _focusVisible={FOCUS_RING}
        >
          <Box
            as="span"
            display="block"
            w={i === index ? '6' : '2.5'}
            h="2.5"
            rounded="full"
            bg={i === index ? 'brand.solid' : 'bg.emphasized'}
            transition="width 0.2s" // eslint-disable-line lingui/no-unlocalized-strings
          />
        </chakra.button>
      ))}
      <IconButton size="xs" variant="subtle" aria-label={t`下一张`} onClick={() => onGo(index + 1)}>
        ›
      </IconButton>
      <IconButton
        size="xs"
        variant="subtle"
        aria-label={stopped ? t`继续轮播` : t`暂停轮播`}
        aria-pressed={stopped}
        onClick={onToggleStop}
      >
        {stopped ? '▶' : '❚❚'}
      </IconButton>
    </HStack>
  );
}
