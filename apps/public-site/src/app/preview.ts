import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { createElement } from 'react';
import { useLocation } from 'react-router-dom';

// The console's Preview buttons open a public page with `?preview=1`: the page then asks the API for unpublished
// items too (`preview: true`, honoured only for a staff token; anyone else gets 403) and says it is a preview.
// A .ts module (no JSX) so that the nav pages and the article pages can share it as it is.

/** True when the URL asks for a preview (`?preview=1`). */
export function usePreviewMode(): boolean {
  const { search } = useLocation();
  return new URLSearchParams(search).get('preview') === '1';
}

/** The notice above a previewed page (a polite status, read once by screen readers). */
export function PreviewBanner() {
  const { t } = useLingui();
  return createElement(
    Alert.Root,
    { status: 'warning', role: 'status' },
    createElement(Alert.Indicator),
    createElement(Alert.Title, null, t`预览：尚未发布`),
  );
}
