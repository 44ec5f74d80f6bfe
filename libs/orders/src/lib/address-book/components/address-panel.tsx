import { Card, Heading, Skeleton } from '@chakra-ui/react';
import type { Address } from '@forwarder/api-client';
import { showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { invalidateAddressData } from '../api/address-commands';
import type { RegionPickerProps } from '../../party/party-fields';

// Lazy: the form (react-hook-form, zod) loads when first opened, so the list itself stays light (docs/decisions.md:
// dialogs and forms out of a page's first load).
const AddressForm = lazy(() => import('./address-form').then((module) => ({ default: module.AddressForm })));

export type Editing = { kind: 'create' } | { kind: 'edit'; address: Address };

/** The create/edit panel above the list. Opening it moves focus to its heading (keyboard and screen-reader users land in the form). */
export function AddressPanel({
  editing,
  RegionPicker,
  onClose,
}: {
  editing: Editing;
  RegionPicker: ComponentType<RegionPickerProps>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [editing]);

  const onSaved = async () => {
    void showToast({ type: 'success', title: editing.kind === 'create' ? t`地址已添加` : t`地址已保存` });
    onClose();
    await invalidateAddressData(queryClient);
  };

  return (
    <Card.Root as="section" aria-labelledby="address-panel-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="address-panel-heading" ref={heading} tabIndex={-1}>
          {editing.kind === 'create' ? <Trans>新增地址</Trans> : <Trans>编辑地址</Trans>}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Suspense fallback={<Skeleton height="40" />}>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            address={editing.kind === 'edit' ? editing.address : null}
            RegionPicker={RegionPicker}
            onCancel={onClose}
            onSaved={onSaved}
          />
        </Suspense>
      </Card.Body>
    </Card.Root>
  );
}
