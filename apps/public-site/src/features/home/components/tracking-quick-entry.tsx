import { Box, Button, Field, Heading, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalePath } from '@forwarder/i18n';

/**
 * Quick tracking entry: submits to /site/tracking?numbers=..., where the tracking page splits, normalises and
 * limits the numbers (this box stays free of the tracking feature's code).
 */
export function TrackingQuickEntry() {
  const { t } = useLingui();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = text
      .split(/[\s,，、;；]+/u)
      .filter(Boolean)
      .map((n) => encodeURIComponent(n.toUpperCase()))
      .join(',');
    navigate(`${to(paths.tracking)}${numbers ? `?numbers=${numbers}` : ''}`);
  };
  return (
    <Box as="section" aria-labelledby="home-tracking" borderWidth="1px" rounded="l3" p={{ base: '4', md: '6' }} bg="bg">
      <Heading as="h2" size="lg" mb="3" id="home-tracking">
        <Trans>运单追踪</Trans>
      </Heading>
      {/* Before the page's scripts run, the browser submits the form itself: the server renders the results. */}
      <form onSubmit={onSubmit} action={to(paths.tracking)} method="get" role="search" aria-labelledby="home-tracking">
        <HStack align="flex-end" gap="3" flexDirection={{ base: 'column', sm: 'row' }}>
          <Field.Root flex="1" w="full">
            <Field.Label srOnly>{t`运单号`}</Field.Label>
            <Input
              name="numbers"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t`最多输入10个运单号`}
              autoComplete="off"
            />
          </Field.Root>
          <Button type="submit" w={{ base: 'full', sm: 'auto' }}>
            <Trans>查询</Trans>
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
