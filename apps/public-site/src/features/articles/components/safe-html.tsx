import { Box, SkeletonText, type BoxProps } from '@chakra-ui/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { sanitizeHtml } from '../lib/sanitize-html';

// CMS HTML the server rendered into the page is not sanitised again when the page hydrates: the server rendered the
// public API's HTML (cleaned by its allow-list on every read) and the browser has already parsed it, so React adopts
// those elements as they are. DOMPurify (../lib/sanitize-html.ts, its own chunk) is loaded only when HTML arrives that
// the server did not render: a client-side navigation to an article, the console's `?preview=1` (issue 28).

type Sanitize = typeof sanitizeHtml;

let sanitizer: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

function loadSanitizer(): Promise<Sanitize> {
  return (loading ??= import('../lib/sanitize-html').then(
    (module) => (sanitizer = module.sanitizeHtml),
    (error: unknown) => {
      // A failed chunk is asked again by the next render that needs it.
      loading = null;
      throw error;
    },
  ));
}

const subscribeNever = () => () => undefined;

/** True while this component renders on the server or adopts the server's HTML (hydration); false on the client. */
function useServerMarkup(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/**
 * The HTML to render: the server's own as it is, else the sanitised HTML; null until DOMPurify has arrived (the raw
 * HTML is never rendered in the meantime).
 */
function useCleanHtml(html: string): string | null {
  const serverMarkup = useServerMarkup();
  // The HTML this instance adopted from the server (fixed at mount: later HTML, e.g. a refetch, is sanitised).
  const [serverHtml] = useState(() => (serverMarkup ? html : null));
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizer);
  const [failure, setFailure] = useState<unknown>(null);
  const trusted = html === serverHtml;
  const clean = useMemo(() => (trusted ? html : (sanitize?.(html) ?? null)), [html, trusted, sanitize]);
  useEffect(() => {
    if (clean !== null) return;
    let current = true;
    loadSanitizer().then(
      (loaded) => current && setSanitize(() => loaded),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [clean]);
  // A chunk that did not load: the route's error view, as for a page chunk that did not load.
  if (failure) throw failure;
  return clean;
}

/** CMS HTML as the server rendered it or after DOMPurify, with typographic styles for the elements editors use. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'>) {
  const clean = useCleanHtml(html);
  if (clean === null) {
    return (
      <Box aria-busy="true" {...props}>
        <SkeletonText noOfLines={4} gap="3" />
      </Box>
    );
  }
  return (
    <Box
      lineHeight="tall"
      css={{
        '& p': { mb: '3' },
        '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '3' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '5', mb: '2' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& img': { maxW: 'full', h: 'auto' },
        '& table': { borderCollapse: 'collapse', mb: '3' },
        '& th, & td': { borderWidth: '1px', px: '2', py: '1' },
      }}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
