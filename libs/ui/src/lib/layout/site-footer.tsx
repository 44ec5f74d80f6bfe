import { Box, Button, Container, Flex, Image, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@forwarder/i18n';
import { useState } from 'react';
import { NavLink } from '../nav/nav-link';
import { navItemTarget, type NavItemLike } from '../nav/nav-item-path';
import { useHoverDisclosure } from './use-hover-disclosure';

/** Tenant fields the footers show (a subset of the contract's TenantExtra). */
export interface FooterTenant {
  customerServiceMail?: string;
  wechatQrCodeUrl?: string;
  facebookLink?: string;
  copyright?: string;
  companyName?: string;
  icpNumber?: string;
  icp2Number?: string;
}

/** Copyright line and the two ICP numbers (shared by the default and the login footer). */
export function LegalLine({ tenant }: { tenant: FooterTenant }) {
  return (
    <Flex gap="2" columnGap="4" wrap="wrap" justify="center" fontSize="sm" color="fg.muted">
      {tenant.copyright ? <Text>{tenant.copyright}</Text> : null}
      {tenant.companyName ? <Text>{tenant.companyName}</Text> : null}
      {tenant.icpNumber ? (
        <ChakraLink href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" color="fg.muted">
          {tenant.icpNumber}
        </ChakraLink>
      ) : null}
      {tenant.icp2Number ? <Text>{tenant.icp2Number}</Text> : null}
    </Flex>
  );
}

/** Footer of the login layout: copyright and ICP numbers only. */
export function LoginFooter({ tenant }: { tenant: FooterTenant }) {
  return (
    <Box as="footer" py="6" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
      <Container maxW="7xl">
        <LegalLine tenant={tenant} />
      </Container>
    </Box>
  );
}

/** The WeChat QR code behind a disclosure button (a popover without the popover machinery). */
function WechatQr({ url }: { url: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const disclosure = useHoverDisclosure(open, setOpen);
  return (
    <Box
      position="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      {...disclosure.wrapperProps}
    >
      <Button variant="plain" size="sm" px="0" h="auto" color="fg.muted" {...disclosure.buttonProps}>
        <Trans>微信公众号</Trans>
      </Button>
      <Box
        {...disclosure.panelProps}
        position="absolute"
        bottom="100%"
        insetStart="0"
        mb="2"
        p="2"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="md"
        zIndex="popover"
      >
        <Image src={url} alt={t`微信二维码`} w="32" h="32" maxW="none" loading="lazy" />
      </Box>
    </Box>
  );
}

export interface SiteFooterProps {
  navItems?: NavItemLike[];
  locale: Locale;
  tenant: FooterTenant;
}

/**
 * Footer of the default layout (spec section 2): a column per nav item except the first (the
 * home link), contact entries (service mail, WeChat QR, Facebook) and the legal line.
 */
export function SiteFooter({ navItems = [], locale, tenant }: SiteFooterProps) {
  const { t } = useLingui();
  const columns = navItems.slice(1);
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" pt="10" pb="6">
      <Container maxW="7xl">
        <Flex gap="10" direction={{ base: 'column', lg: 'row' }} justify="space-between">
          {columns.length > 0 ? (
            <Box as="nav" aria-label={t`页脚导航`} flex="1">
              <SimpleGrid as="ul" columns={{ base: 2, md: 3, xl: 5 }} gap="6" listStyleType="none" m="0" p="0">
                {columns.map((item) => {
                  const target = navItemTarget(item, locale);
                  return (
                    <Stack as="li" key={item.id} gap="2">
                      <Text fontWeight="semibold" fontSize="sm">
                        {target ? (
                          <NavLink target={target} color="fg">
                            {item.displayName}
                          </NavLink>
                        ) : (
                          item.displayName
                        )}
                      </Text>
                      {item.children.length > 0 ? (
                        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
                          {item.children.map((child) => {
                            const childTarget = navItemTarget(child, locale);
                            return childTarget ? (
                              <li key={child.id}>
                                <NavLink target={childTarget} fontSize="sm" color="fg.muted">
                                  {child.displayName}
                                </NavLink>
                              </li>
                            ) : null;
                          })}
                        </Stack>
                      ) : null}
                    </Stack>
                  );
                })}
              </SimpleGrid>
            </Box>
          ) : null}
          <Stack gap="2" fontSize="sm" color="fg.muted" minW="56">
            <Text fontWeight="semibold" color="fg">
              <Trans>联系我们</Trans>
            </Text>
            {tenant.customerServiceMail ? (
              <Text>
                <Trans>客服邮箱：</Trans>{' '}
                <ChakraLink href={`mailto:${tenant.customerServiceMail}`} color="fg.muted">
                  {tenant.customerServiceMail}
                </ChakraLink>
              </Text>
            ) : null}
            {tenant.wechatQrCodeUrl ? <WechatQr url={tenant.wechatQrCodeUrl} /> : null}
            {tenant.facebookLink ? (
              <ChakraLink href={tenant.facebookLink} target="_blank" rel="noopener noreferrer" color="fg.muted">
                <Trans>Facebook</Trans>
              </ChakraLink>
            ) : null}
          </Stack>
        </Flex>
        <Box mt="8" pt="4" borderTopWidth="1px" borderColor="border">
          <LegalLine tenant={tenant} />
        </Box>
      </Container>
    </Box>
  );
}
