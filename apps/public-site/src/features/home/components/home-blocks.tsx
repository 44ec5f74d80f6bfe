import { Box, Button, Card, Circle, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeBlock } from '../lib/page-contents';
import { ContentLink } from './content-link';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="xl" mb="5" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Home_1: services, as linked cards. */
export function ServicesBlock({ blocks }: { blocks: HomeBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Section id="home-services" title={<Trans>我们的服务</Trans>}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {blocks.map((block) => (
          <Card.Root key={block.id} variant="outline" size="sm">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                <ContentLink linkUrl={block.linkUrl}>{block.title}</ContentLink>
              </Heading>
              {block.subTitle ? (
                <Text color="brand.fg" fontSize="sm" fontWeight="medium">
                  {block.subTitle}
                </Text>
              ) : null}
              <Text color="fg.muted" fontSize="sm">
                {block.content}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Home_2: advantages. */
export function AdvantagesBlock({ blocks }: { blocks: HomeBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Section id="home-advantages" title={<Trans>我们的优势</Trans>}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {blocks.map((block) => (
          <Stack key={block.id} gap="1" p="4" bg="brand.subtle" rounded="l3">
            <Heading as="h3" size="md">
              {block.title}
            </Heading>
            <Text fontSize="sm">{block.content}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Home_3: the shipping process, as numbered steps. */
export function ProcessBlock({ blocks }: { blocks: HomeBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Section id="home-process" title={<Trans>发货流程</Trans>}>
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {blocks.map((block, index) => (
          <HStack as="li" key={block.id} align="flex-start" gap="3">
            <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" flexShrink={0} aria-hidden>
              {block.subTitle || index + 1}
            </Circle>
            <Stack gap="1">
              <Heading as="h3" size="md">
                {block.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {block.content}
              </Text>
            </Stack>
          </HStack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/**
 * Home_4: the call to action. 'Ship now' leads to /user/order, a full page load into the member portal, whose
 * access guard sends visitors through the login page and back; beside it, the cost calculator (`quoteTo`, a page of
 * this app) prices the parcels first, without signing in.
 */
export function CallToActionBlock({ block, shipNowHref, quoteTo }: { block: HomeBlock | undefined; shipNowHref: string; quoteTo: string }) {
  return (
    <Box as="section" aria-labelledby="home-cta" bg="brand.solid" color="brand.contrast" rounded="l3" p={{ base: '6', md: '10' }}>
      <Stack gap="3" align={{ base: 'stretch', md: 'flex-start' }}>
        <Heading as="h2" size="2xl" id="home-cta">
          {block?.title || <Trans>立即发货</Trans>}
        </Heading>
        {block?.subTitle ? <Text fontSize="lg">{block.subTitle}</Text> : null}
        {block?.content ? <Text>{block.content}</Text> : null}
        <HStack gap="3" wrap="wrap">
          <Button asChild size="lg" variant="solid" bg="bg" color="brand.fg" _hover={{ bg: 'bg.muted' }}>
            <a href={shipNowHref}>
              <Trans>立即下单</Trans>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" color="brand.contrast" borderColor="brand.contrast" _hover={{ bg: 'brand.emphasized' }}>
            <RouterLink to={quoteTo}>
              <Trans>运费估算</Trans>
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
