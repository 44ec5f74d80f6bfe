import { Button, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { userQueries, type Address } from '@forwarder/api-client';
import { DialogShell, Pager, pageCount } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';

const PAGE_SIZE = 7;

/**
 * Picks an entry of the member's address book for the sender or receiver (a lazy chunk: opened on demand). The
 * search runs on the server (name, company, phone, street, postal code), so large books stay fast.
 */
export function AddressBookPicker({ title, onPick, onClose }: { title: string; onPick: (address: Address) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const search = useDeferredValue(keyword.trim());
  const list = useQuery({
    ...userQueries.addressList({ maxResultCount: PAGE_SIZE, skipCount: (page - 1) * PAGE_SIZE, ...(search ? { keyword: search } : {}) }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const pages = pageCount(list.data?.totalCount ?? 0, PAGE_SIZE);

  return (
    <DialogShell
      title={title}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>取消</Trans>
        </Button>
      }
    >
      <Field.Root>
        <Field.Label>
          <Trans>搜索地址簿</Trans>
        </Field.Label>
        <Input
          type="search"
          value={keyword}
          placeholder={t`姓名、公司、电话、地址或邮编`}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(1);
          }}
        />
      </Field.Root>
      {list.isPending ? (
        <Skeleton height="24" />
      ) : items.length === 0 ? (
        <Text color="fg.muted">
          {search ? <Trans>没有匹配的地址。</Trans> : <Trans>地址簿还是空的：可以先在“我的地址簿”中添加常用地址。</Trans>}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`地址列表`}>
          {items.map((address) => (
            <AddressChoice key={address.id} address={address} onPick={onPick} />
          ))}
        </Stack>
      )}
      <Pager page={page} pageCount={pages} onPageChange={setPage} />
    </DialogShell>
  );
}

function AddressChoice({ address, onPick }: { address: Address; onPick: (address: Address) => void }) {
  const { t } = useLingui();
  const { name, companyName, phoneNumber, area, street, postalCode, isDefaultSender } = address;
  return (
    <HStack as="li" justify="space-between" align="start" gap="3" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="0.5" fontSize="sm">
        <Text fontWeight="medium">
          {name}
          {companyName ? ` · ${companyName}` : ''}
          {isDefaultSender ? (
            <Text as="span" color="brand.fg" ms="2">
              <Trans>默认发件地址</Trans>
            </Text>
          ) : null}
        </Text>
        <Text>{phoneNumber}</Text>
        <Text color="fg.muted">
          {area} {street} {postalCode}
        </Text>
      </Stack>
      <Button size="sm" aria-label={t`使用 ${name} 的地址`} onClick={() => onPick(address)}>
        <Trans>使用</Trans>
      </Button>
    </HStack>
  );
}
