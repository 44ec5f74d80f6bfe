import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { createElement, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

// The console's preview of drafts (issue 13): the public site renders itself with `?preview=1`, and the reads that
// have drafts (navigation, nav pages, home blocks, articles) ask the server for them with `preview: true`. The
// server honours that only for a staff token (the shared `login` cookie of a staff member signed in to /ops);
// anyone else gets 403, so a visitor cannot see drafts by editing the address.

/** The query parameter the console's Preview buttons add. */
export const PREVIEW_PARAM = 'preview';

/** True for a URL (or its `search` part) asking for the preview. */
export function isPreviewSearch(search: string): boolean {
  return new URLSearchParams(search).get(PREVIEW_PARAM) === '1';
}

/** True while the page is opened with `?preview=1`. */
export function usePreviewMode(): boolean {
  return isPreviewSearch(useLocation().search);
}

/** The bilingual notice shown above a previewed page, announced politely to screen readers. */
export function PreviewBanner(): ReactElement {
  const { t } = useLingui();
  return createElement(
    Box,
    { role: 'status', bg: 'orange.subtle', color: 'orange.fg', borderWidth: '1px', borderColor: 'orange.muted', rounded: 'l2', px: '4', py: '2', fontWeight: 'medium' },
    t`预览：尚未发布的内容也会显示在此页面`,
  );
}
