import { Box, Button, Field, Heading, HStack, Input } from '@chakra-ui/react';
import { splitWaybillNumbers } from '@forwarder/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalePath } from '@forwarder/i18n';
import { browserIsOffline, OFFLINE_SEARCH_MESSAGE } from '../../../shared/forms/offline-search';

/**
 * Quick tracking entry: submits to /site/tracking?numbers=..., where the tracking page normalises and limits the
 * numbers (this box stays free of the tracking feature's code; the splitting is the contract's, from the API client).
 */
export function TrackingQuickEntry() {
  const { t, i18n } = useLingui();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [offline, setOffline] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Offline, the tracking page could not load its results: the text stays and the field says why.
    setOffline(browserIsOffline());
    if (browserIsOffline()) return;
    const numbers = splitWaybillNumbers(text).map(encodeURIComponent).join(',');
    navigate(`${to(paths.tracking)}${numbers ? `?numbers=${numbers}` : ''}`);
  };
  return (
    <Box as="section" aria-labelledby="home-tracking" borderWidth="1px" rounded="l3" p={{ base: '4', md: '6' }} bg="bg">
      <Heading as="h2" size="lg" mb="3" id="home-tracking">
        <Trans>运单追踪</Trans>
      </Heading>
      {/* Before the page's scripts run, the browser submits the form itself: the server renders the results. */}
      <form onSubmit={onSubmit} action={to(paths.tracking)} method="get" role="search" aria-labelledby="home-tracking">
        <HStack align="flex-start" gap="3" flexDirection={{ base: 'column', sm: 'row' }}>
          <Field.Root flex="1" w="full" invalid={offline}>
            <Field.Label srOnly>{t`运单号`}</Field.Label>
            <Input
              name="numbers"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t`最多输入10个运单号`}
              autoComplete="off"
            />
            {offline ? <Field.ErrorText>{i18n._(OFFLINE_SEARCH_MESSAGE)}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" w={{ base: 'full', sm: 'auto' }}>
            <Trans>查询</Trans>
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
