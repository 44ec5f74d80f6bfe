import { Card, Heading, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageHead } from './page-head';
import { useLocalePath } from '@forwarder/i18n';

// Spec section 2: /site, the site page container. The spec does not say what it shows on its own; here it is an
// index of the site's service pages (tracking, contact us), so the URL never lands on an empty page.
export function Component() {
  const { t } = useLingui();
  const to = useLocalePath();
  const pages = [
    { path: paths.tracking, title: t`运单追踪`, text: t`一次最多查询 10 个运单的最新状态和完整轨迹。` },
    { path: paths.contactUs, title: t`联系我们`, text: t`留下您的问题或需求，我们会在一个工作日内回复。` },
    { path: paths.quote, title: t`运费估算`, text: t`输入目的地和包裹，查看各运输产品的运费和时效。` },
  ];
  return (
    <PageSection title={<Trans>客户服务</Trans>}>
      <PageHead title={t`客户服务`} />
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {pages.map((page) => (
          <Card.Root as="li" key={page.path} variant="outline">
            <Card.Body gap="2">
              <Heading as="h2" size="lg">
                <ChakraLink asChild color="brand.fg">
                  <Link to={to(page.path)}>{page.title}</Link>
                </ChakraLink>
              </Heading>
              <Text color="fg.muted">{page.text}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
