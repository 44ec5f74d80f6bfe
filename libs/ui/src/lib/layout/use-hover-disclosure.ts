import { useId, useRef } from 'react';

type SetOpen = (next: boolean | ((open: boolean) => boolean)) => void;

/**
 * A disclosure (a button and the panel it shows, the WAI-ARIA disclosure pattern) that a click, Enter or Space
 * toggles and a pointer opens by hovering: the props for the wrapper around both, the button and the panel. The
 * caller keeps the state (a dropdown closes on navigation, a popover does not).
 */
export function useHoverDisclosure(open: boolean, setOpen: SetOpen) {
  // Opened by the pointer entering: the click that follows (same gesture) must not close it again.
  const openedByHover = useRef(false);
  const panelId = useId();
  return {
    wrapperProps: {
      onMouseEnter: () => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      },
      onMouseLeave: () => {
        openedByHover.current = false;
        setOpen(false);
      },
    },
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => {
        if (openedByHover.current) openedByHover.current = false;
        else setOpen((value) => !value);
      },
    },
    panelProps: { id: panelId, hidden: !open },
  };
}
