import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Address } from '@forwarder/api-client';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';

export interface AddressRowActions {
  onEdit: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  /** The id of the address being made the default sender (its button spins). */
  settingDefaultId: string | undefined;
  onDelete: (address: Address) => void;
}

/** The columns of the address book: contact (default-sender badge), phone, region, street and postal code, actions. */
export function addressColumns(actions: AddressRowActions): DataTableColumn<Address>[] {
  return [
    { key: 'contact', header: <Trans>联系人</Trans>, cell: (address) => <Contact address={address} /> },
    { key: 'phone', header: <Trans>电话</Trans>, nowrap: true, cell: (address) => address.phoneNumber },
    { key: 'area', header: <Trans>地区</Trans>, cell: (address) => address.area },
    { key: 'street', header: <Trans>详细地址</Trans>, cell: (address) => <Street address={address} /> },
    { key: 'actions', header: <Trans>操作</Trans>, cell: (address) => <RowActions address={address} {...actions} /> },
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
