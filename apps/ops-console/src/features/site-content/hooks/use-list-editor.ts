import { type MoveDirection, opsOperationKey } from '@forwarder/api-client/ops';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { focusMoved } from '../../../shared/list/move-buttons';

interface ListEditorOptions<Item, List> {
  /** The list's read, invalidated after a change. */
  operation: 'getSitePageContentList' | 'getSiteNavTree';
  /** The list's cache entry: a move answers the whole list in its new order, written there. */
  queryKey: QueryKey;
  move: (item: Item, direction: MoveDirection) => Promise<List>;
  /** The one-flag switch of an item (published, visible). */
  toggle: (item: Item) => Promise<unknown>;
}

/**
 * What the home blocks and the navigation editors share: items moved up and down (then the keyboard focus follows
 * the moved item), a switch per item, and the dialog open over the list. Every change is audited, so the audit log
 * is read again with the list.
 */
export function useListEditor<Item extends { id: string }, List, Dialog>({ operation, queryKey, move, toggle }: ListEditorOptions<Item, List>) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refresh = () => {
    for (const id of [operation, 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
  };
  const moving = useMutation({
    mutationFn: ({ item, direction }: { item: Item; direction: MoveDirection }) => move(item, direction),
    onSuccess: (next: List, { item, direction }) => {
      queryClient.setQueryData(queryKey, next);
      void queryClient.invalidateQueries({ queryKey: opsOperationKey('getAuditLog') });
      focusMoved(item.id, direction);
    },
  });
  const toggling = useMutation({ mutationFn: toggle, onSuccess: refresh });
  return {
    dialog,
    open: (next: Dialog) => setDialog(next),
    close: () => setDialog(null),
    /** A dialog saved or deleted: the list again, and the dialog closed. */
    done: () => {
      refresh();
      setDialog(null);
    },
    move: (item: Item, direction: MoveDirection) => moving.mutate({ item, direction }),
    toggle: (item: Item) => toggling.mutate(item),
    /** A move or a switch is being sent. */
    busy: moving.isPending || toggling.isPending,
  };
}
