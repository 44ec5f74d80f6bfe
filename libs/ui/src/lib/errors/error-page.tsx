import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { joinLocalePath, useLocale } from '@forwarder/i18n';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundView } from '../not-found-view';
import { useOnline } from '../layout/offline-banner';
import { isChunkLoadError, reloadForChunkErrorWhenReachable } from './chunk-reload';
import { useResponseStatus } from './response-status';

export interface ErrorViewProps {
  /** HTTP-like status shown above the title (spec: default 500). */
  status?: number;
  message?: string;
  /** Link home; a full page load is the safest way out of a broken state. */
  homeHref: string;
}

/** Body of the error page (spec section 2/8): icon, 页面出错, the message and a button home. */
export function ErrorView({ status = 500, message, homeHref }: ErrorViewProps) {
  useResponseStatus(status >= 400 ? status : 500);
  return (
    <Stack gap="4" align="flex-start" py="10" role="alert">
      <Box color="red.fg" aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <line x1="12" y1="7" x2="12" y2="13" />
          <circle cx="12" cy="17" r="0.5" fill="currentColor" />
        </svg>
      </Box>
      <Text color="fg.muted" fontWeight="semibold" fontSize="sm">
        {status}
      </Text>
      <Heading as="h1" size="2xl">
        <Trans>页面出错</Trans>
      </Heading>
      {message ? <Text color="fg.muted">{message}</Text> : null}
      <Button asChild>
        <a href={homeHref}>
          <Trans>返回首页</Trans>
        </a>
      </Button>
    </Stack>
  );
}

/** Status and message of whatever a route threw (a Response from a loader, an Error, anything). */
export function describeRouteError(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const message =
      typeof data === 'string' ? data : (data as { message?: unknown } | null)?.message;
    return { status: error.status, message: typeof message === 'string' && message ? message : error.statusText };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  if (typeof error === 'string') return { status: 500, message: error };
  return { status: 500, message: '' };
}

/**
 * If rendering the error page itself fails, a plain secondary message (no Chakra, no catalog:
 * whatever broke the page may have broken those too).
 */
class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '2rem', fontFamily: 'sans-serif' }}>
        {/* Plain text on purpose: the catalog or the UI kit may be what failed. */}
        {/* eslint-disable-next-line lingui/no-unlocalized-strings */}
        <p>页面出错，请稍后重试。 / Something went wrong, please try again later.</p>
        <p>
          {/* eslint-disable-next-line lingui/no-unlocalized-strings */}
          <a href="/">首页 / Home</a>
        </p>
      </div>
    );
  }
}

function RouteErrorContent() {
  const error = useRouteError();
  const locale = useLocale();
  const homeHref = joinLocalePath(locale, '/');
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    // A lazy route chunk of an older deploy: reload (at most once a minute) to get the new one, if the server answers.
    if (chunkError) void reloadForChunkErrorWhenReachable();
  }, [chunkError]);

  if (chunkError) return <ChunkErrorView homeHref={homeHref} />;
  const { status, message } = describeRouteError(error);
  if (status === 404) return <NotFoundView homeAction={<Button asChild><a href={homeHref}><Trans>返回首页</Trans></a></Button>} />;
  return <ErrorView status={status} message={message} homeHref={homeHref} />;
}

/**
 * A page whose script could not be loaded (offline, or the server not answering): says so in the page's language
 * (not the browser's "Failed to fetch dynamically imported module") and offers a retry once the browser is online.
 * Retrying loads the page afresh: the router keeps a failed lazy route as failed.
 */
function ChunkErrorView({ homeHref }: { homeHref: string }) {
  const online = useOnline();
  return (
    <Stack gap="4" align="flex-start" py="10" role="alert">
      <Heading as="h1" size="2xl">
        <Trans>页面未能加载</Trans>
      </Heading>
      <Text color="fg.muted">
        {online ? <Trans>服务器没有响应，请稍后重试。</Trans> : <Trans>您已离线。连接恢复后请重试。</Trans>}
      </Text>
      <Stack direction="row" gap="3">
        <Button disabled={!online} onClick={() => window.location.reload()}>
          <Trans>重试</Trans>
        </Button>
        <Button asChild variant="outline">
          <a href={homeHref}>
            <Trans>返回首页</Trans>
          </a>
        </Button>
      </Stack>
    </Stack>
  );
}

/** The routes' `errorElement`: the error page inside a padded main area. */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <Box as="main" maxW="7xl" mx="auto" px={{ base: '4', md: '6' }}>
        <RouteErrorContent />
      </Box>
    </ErrorPageBoundary>
  );
}
