import { Link } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

/** The id of the page's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first Tab stop of every page (WCAG 2.4.1), off-screen until focused. Focuses the main
 * area itself instead of following the `#` link, so the router sees no navigation and the URL keeps no fragment.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus(); // focusing scrolls it into view
  };
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipLink"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="brand.fg"
      fontWeight="semibold"
      boxShadow="md"
      transform="translateY(-300%)"
      _focus={{ transform: 'none' }}
      focusVisibleRing="outside"
    >
      <Trans>跳到主要内容</Trans>
    </Link>
  );
}
