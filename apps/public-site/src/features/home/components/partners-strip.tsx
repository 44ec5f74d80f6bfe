import { Box, Heading, Image, SimpleGrid } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { HomeBlock } from '../lib/page-contents';
import { ContentLink } from './content-link';

/** Partner logos (slot Partners 2); the logo's alt text is the partner's name. */
export function PartnersStrip({ partners }: { partners: HomeBlock[] }) {
  if (partners.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="home-partners">
      <Heading as="h2" size="lg" mb="4" id="home-partners">
        <Trans>合作伙伴</Trans>
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, lg: 6 }} gap="4">
        {partners.map((partner) => (
          <Box as="li" key={partner.id} borderWidth="1px" rounded="l2" p="3" bg="bg">
            <ContentLink linkUrl={partner.linkUrl}>
              {partner.imageUrl ? (
                <Image src={partner.imageUrl} alt={partner.title} h="12" w="full" objectFit="contain" loading="lazy" />
              ) : (
                partner.title
              )}
            </ContentLink>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
