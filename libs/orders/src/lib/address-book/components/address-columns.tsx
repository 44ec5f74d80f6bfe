import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Address } from '@forwarder/api-client';
import type { DataTableColumn } from '@forwarder/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export interface AddressRowActions {
  onEdit: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  /** The id of the address being made the default sender (its button spins). */
  settingDefaultId: string | undefined;
  onDelete: (address: Address) => void;
}

/**
 * The columns of the address book: contact (default-sender badge), phone, region, street and postal code, actions.
 * Headers are strings: they also name each value when the rows are stacked as cards on a phone or a tablet.
 */
export function addressColumns(actions: AddressRowActions, i18n: I18n): DataTableColumn<Address>[] {
  return [
    { key: 'contact', header: i18n._(msg`联系人`), cell: (address) => <Contact address={address} /> },
    { key: 'phone', header: i18n._(msg`电话`), nowrap: true, cell: (address) => address.phoneNumber },
    { key: 'area', header: i18n._(msg`地区`), cell: (address) => address.area },
    { key: 'street', header: i18n._(msg`详细地址`), cell: (address) => <Street address={address} /> },
    // On a card the buttons speak for themselves.
    { key: 'actions', header: i18n._(msg`操作`), label: '', cell: (address) => <RowActions address={address} {...actions} /> },
  ];
}

function Contact({ address }: { address: Address }) {
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium">{address.name}</Text>
        {address.isDefaultSender ? (
          <Badge colorPalette="brand" variant="solid">
            <Trans>默认发件地址</Trans>
          </Badge>
        ) : null}
      </HStack>
      {address.companyName ? (
        <Text fontSize="xs" color="fg.muted">
          {address.companyName}
        </Text>
      ) : null}
    </Stack>
  );
}

function Street({ address }: { address: Address }) {
  const { postalCode } = address;
  return (
    <>
      <Text>{address.street}</Text>
      <Text fontSize="xs" color="fg.muted">
        <Trans>邮编 {postalCode}</Trans>
      </Text>
    </>
  );
}

function RowActions({ address, onEdit, onSetDefault, settingDefaultId, onDelete }: { address: Address } & AddressRowActions) {
  const { t } = useLingui();
  const { name } = address;
  return (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="outline" aria-label={t`编辑 ${name} 的地址`} onClick={() => onEdit(address)}>
        <Trans>编辑</Trans>
      </Button>
      {address.isDefaultSender ? null : (
        <Button
          size="xs"
          variant="outline"
          aria-label={t`将 ${name} 的地址设为默认发件地址`}
          loading={settingDefaultId === address.id}
          onClick={() => onSetDefault(address)}
        >
          <Trans>设为默认</Trans>
        </Button>
      )}
      <Button size="xs" variant="outline" colorPalette="red" aria-label={t`删除 ${name} 的地址`} onClick={() => onDelete(address)}>
        <Trans>删除</Trans>
      </Button>
    </HStack>
  );
}
