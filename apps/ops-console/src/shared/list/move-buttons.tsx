import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

export type MoveDirectionName = 'up' | 'down';

export interface MoveButtonsProps {
  itemId: string;
  /** The item's name, in the buttons' accessible names ("Move up: Banner 2"). */
  name: string;
  first: boolean;
  last: boolean;
  /** A move is being sent: a second press waits for it instead of being sent. */
  pending: boolean;
  onMove: (direction: MoveDirectionName) => void;
}

/**
 * Move up / Move down of an item among its siblings: reordering by keyboard (and touch), never by dragging alone.
 * The buttons stay enabled while a move is sent (a disabled button drops the keyboard focus); call `focusMoved`
 * once the list shows the new order.
 */
export function MoveButtons({ itemId, name, first, last, pending, onMove }: MoveButtonsProps) {
  const { t } = useLingui();
  const press = (direction: MoveDirectionName) => {
    if (!pending) onMove(direction);
  };
  return (
    <>
      <Button size="xs" variant="outline" data-move={`up-${itemId}`} aria-label={t`上移 ${name}`} disabled={first} onClick={() => press('up')}>
        <Trans>上移</Trans>
      </Button>
      <Button size="xs" variant="outline" data-move={`down-${itemId}`} aria-label={t`下移 ${name}`} disabled={last} onClick={() => press('down')}>
        <Trans>下移</Trans>
      </Button>
    </>
  );
}

/** Frames to wait for the list to show a move before focusing anyway (about one second). */
const MAX_FRAMES = 60;

/**
 * Puts the keyboard back on the moved item's button once the list shows the new order (the item's DOM node moved,
 * which drops the focus), or on its other one when the item reached an end and the pressed one is now disabled.
 * The cache update that re-renders the list is scheduled, not synchronous, so one animation frame is not always
 * enough: it waits until the item's place among the rows has changed.
 */
export function focusMoved(itemId: string, direction: MoveDirectionName): void {
  const placeOf = () => [...document.querySelectorAll('[data-move^="up-"]')].findIndex((b) => b.getAttribute('data-move') === `up-${itemId}`);
  const before = placeOf();
  let frames = 0;
  const attempt = () => {
    if (placeOf() === before && ++frames < MAX_FRAMES) {
      requestAnimationFrame(attempt);
      return;
    }
    const own = document.querySelector<HTMLButtonElement>(`[data-move="${direction}-${itemId}"]:not(:disabled)`);
    const other = document.querySelector<HTMLButtonElement>(`[data-move="${direction === 'up' ? 'down' : 'up'}-${itemId}"]`);
    (own ?? other)?.focus();
  };
  requestAnimationFrame(attempt);
}
