import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ChevronUpIcon } from './icons';

/** Spec section 9: scroll-to-top animation 500 ms. */
export const SCROLL_TO_TOP_MS = 500;
/** The button appears once the page has been scrolled this far. */
export const BACK_TO_TOP_THRESHOLD = 400;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Scrolls to the top in `duration` ms (ease-out); instantly when the user prefers reduced motion. */
export function scrollToTop(duration = SCROLL_TO_TOP_MS): void {
  const start = window.scrollY;
  const reduced = window.matchMedia?.(REDUCED_MOTION).matches;
  if (reduced || start <= 0 || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - t0) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Floating back-to-top button of the default layout: shown after scrolling down. */
export function BackToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <IconButton
      aria-label={t`回到顶部`}
      position="fixed"
      insetEnd={{ base: '4', md: '8' }}
      bottom={{ base: '4', md: '8' }}
      zIndex="sticky"
      rounded="full"
      shadow="md"
      onClick={() => scrollToTop()}
    >
      <ChevronUpIcon />
    </IconButton>
  );
}
