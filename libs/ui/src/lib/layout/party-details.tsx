import { DataList } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CardSection, DataItem } from './card-section';

/** What a sender or receiver shows (both contracts' `Party` fit). */
export interface PartyLike {
  name: string;
  companyName?: string | null;
  phoneNumber: string;
  email?: string | null;
  area: string;
  countryCode?: string;
  street: string;
  postalCode?: string | null;
}

/**
 * A sender or a receiver as a card: name (and company), phone, e-mail, region, street, postcode. `withCountryCode`
 * adds the country's code after the region (staff read it; the customer's region already names the country).
 */
export function PartyCard({ id, title, party, withCountryCode = false }: { id?: string; title: ReactNode; party: PartyLike; withCountryCode?: boolean }) {
  return (
    <CardSection id={id} title={title}>
      <DataList.Root orientation="horizontal" size="sm">
        <DataItem label={<Trans>姓名</Trans>}>{party.companyName ? `${party.name} (${party.companyName})` : party.name}</DataItem>
        <DataItem label={<Trans>电话</Trans>}>{party.phoneNumber}</DataItem>
        <DataItem label={<Trans>邮箱</Trans>}>{party.email}</DataItem>
        <DataItem label={<Trans>地区</Trans>}>{withCountryCode && party.countryCode ? `${party.area} (${party.countryCode})` : party.area}</DataItem>
        <DataItem label={<Trans>详细地址</Trans>}>{party.street}</DataItem>
        <DataItem label={<Trans>邮编</Trans>}>{party.postalCode}</DataItem>
      </DataList.Root>
    </CardSection>
  );
}
