import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { areaQueries, isApiError, PostalCodeCoverage, type Region, type RegionChain } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { addressFormatOf, type AddressFormat } from '../../party/address-format';
import { REGION_FIELDS, type NameField, type RegionField, type RegionValue } from '../../party/region-fields';
import { regionIdsOfChain, regionNamesOfChain, selectRegion, type RegionLevelIndex } from '../lib/region-value';
import { TypedRegionLevels } from './typed-region-levels';

const LEVEL_LABELS: readonly MessageDescriptor[] = [msg`国家/地区`, msg`省/州`, msg`城市`, msg`区/县`];

/** Above this many options a level gets a filter box (US states hold up to ~1,800 cities). */
export const FILTER_THRESHOLD = 60;

export interface RegionCascadeProps {
  value: RegionValue;
  onChange: (next: RegionValue) => void;
  /**
   * Called with the number of levels currently shown, which is the number of levels required: level 0 always, a
   * lower level when the region chosen above it `hasChildren` (contract PartyInput). Forms validate with it.
   */
  onLevelsChange?: (count: number) => void;
  /** Called with the chosen country's address format (null while no country or its rules are known). */
  onFormatChange?: (format: AddressFormat | null) => void;
  /** The format the form holds now: reported again when it differs (an address from the book, a draft, replaced it). */
  reportedFormat?: AddressFormat | null | undefined;
  /** Error message per level field (client validation or the server's `validationErrors`). */
  errors?: Partial<Record<RegionField | NameField, string | undefined>>;
  /** When given, a "fill from postal code" action looks the code up for the chosen country. */
  postalCode?: string | undefined;
  autoCompleteSection?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * The country and the levels below it, reused by the address book and the order form. China, HK, MO and TW keep the
 * four-level cascade (spec: region levels 0..3): each level a native select (fast with thousands of options,
 * accessible by keyboard, no extra chunk); long lists get a filter box that narrows the options on the client (the
 * list is cached for the session anyway). Other countries type the levels they use, in their words, with our
 * regions as suggestions (TypedRegionLevels; the country's format from the server's rules, address-format.ts).
 */
export function RegionCascade(props: RegionCascadeProps) {
  const { value, onChange, onLevelsChange, onFormatChange, reportedFormat, errors, postalCode, autoCompleteSection, disabled } = props;
  const { t } = useLingui();
  // The countries' address rules and postcode coverage (one cached list per session).
  const countries = useQuery(areaQueries.allAreas());
  // A level's list is fetched once its parent is chosen; level 0 always.
  const lists = useQueries({
    queries: REGION_FIELDS.map((_, level) =>
      level === 0
        ? areaQueries.regionList({ level: 0 })
        : areaQueries.regionList({
            level: level as RegionLevelIndex,
            parentId: value[REGION_FIELDS[level - 1] as RegionField] || undefined,
          }),
    ),
  });

  // Level n (n > 0) is shown when the region chosen at level n-1 has children; while that level's list loads, when
  // it holds a region (an address or a draft put it there).
  const shown = REGION_FIELDS.map((field, level) => {
    if (level === 0) return true;
    const parentField = REGION_FIELDS[level - 1] as RegionField;
    const parentId = value[parentField];
    if (!parentId) return false;
    const parentList = lists[level - 1];
    if (parentList?.isPending) return value[field] !== '';
    const parent = parentList?.data?.items.find((region) => region.id === parentId);
    return parent?.hasChildren === true;
  });
  const levelsPending = REGION_FIELDS.some((field, level) => value[field] !== '' && lists[level]?.isPending);
  const country = lists[0]?.data?.items.find((region) => region.id === value.regionLv0Id);
  const countryArea = countries.data?.items.find((area) => area.code === country?.code);
  // Known once the country and the rules are (a failed rules list leaves the cascade, which the server still checks).
  const knownFormat = useMemo(
    () => (country && countries.isSuccess ? addressFormatOf(country.code, countryArea) : null),
    [country, countries.isSuccess, countryArea],
  );
  // Until the country list and the rules arrive, the format the form holds stands (a restored draft, submitted at
  // once on a slow network, must keep its typed names): only the lists' answer replaces it.
  const formatPending = value.regionLv0Id !== '' && (lists[0]?.isPending === true || countries.isPending);
  const format = knownFormat ?? (formatPending ? (reportedFormat ?? null) : null);
  const typed = format !== null && !format.cascade;

  // Shown levels are contiguous from 0: a hidden level hides the ones below. Typed countries pick the country only.
  const cascadeCount = shown.findIndex((visible) => !visible) === -1 ? 4 : shown.findIndex((visible) => !visible);
  const levelCount = typed || (format === null && formatPending) ? 1 : cascadeCount;

  // Reported once the lists that decide them are in: meanwhile the form keeps what it holds.
  useEffect(() => {
    if (!levelsPending && !formatPending) onLevelsChange?.(levelCount);
  }, [levelCount, levelsPending, formatPending, onLevelsChange]);
  useEffect(() => {
    if (formatPending) return;
    if (reportedFormat === undefined || JSON.stringify(reportedFormat) !== JSON.stringify(format)) onFormatChange?.(format);
  }, [format, formatPending, reportedFormat, onFormatChange]);

  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {REGION_FIELDS.slice(0, levelCount).map((field, index) => {
          const level = index as RegionLevelIndex;
          const list = lists[level];
          return (
            <RegionSelect
              key={field}
              label={t(LEVEL_LABELS[level] as MessageDescriptor)}
              regions={list?.data?.items ?? []}
              loading={list?.isLoading ?? false}
              value={value[field]}
              error={errors?.[field]}
              disabled={disabled}
              onSelect={(id) => onChange(selectRegion(value, level, id))}
            />
          );
        })}
      </SimpleGrid>
      {typed ? (
        <TypedRegionLevels
          levels={format.typedLevels}
          value={value}
          onChange={onChange}
          errors={errors}
          autoCompleteSection={autoCompleteSection}
          disabled={disabled}
        />
      ) : null}
      {postalCode !== undefined ? (
        <PostalCodeLookup
          countryCode={country?.code ?? ''}
          coverage={countryArea?.postalCodeCoverage ?? PostalCodeCoverage.Lookup}
          postalCode={postalCode}
          disabled={disabled}
          onFound={(chain) => onChange(typed ? regionNamesOfChain(chain, format.typedLevels) : regionIdsOfChain(chain))}
        />
      ) : null}
    </Stack>
  );
}

interface RegionSelectProps {
  label: string;
  regions: Region[];
  loading: boolean;
  value: string;
  error: string | undefined;
  disabled: boolean | undefined;
  onSelect: (id: string) => void;
}

function RegionSelect({ label, regions, loading, value, error, disabled, onSelect }: RegionSelectProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const options = useMemo(
    () =>
      needle
        ? regions.filter(
            (region) =>
              region.id === value ||
              region.displayName.toLowerCase().includes(needle) ||
              region.code.toLowerCase().includes(needle),
          )
        : regions,
    [regions, needle, value],
  );
  const optionCount = options.length;
  // While the list loads, keep the chosen id as an option so the select does not fall back to the placeholder.
  const missingSelected = value !== '' && !regions.some((region) => region.id === value);

  return (
    <Stack gap="1.5">
      <Field.Root invalid={Boolean(error)} required disabled={disabled}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={value} onChange={(event) => onSelect(event.currentTarget.value)} aria-busy={loading}>
            <option value="">{loading ? t`加载中…` : t`请选择`}</option>
            {missingSelected ? <option value={value}>{t`加载中…`}</option> : null}
            {options.map((region) => (
              <option key={region.id} value={region.id}>
                {region.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      {regions.length > FILTER_THRESHOLD ? (
        <HStack gap="2">
          <Input
            id={filterId}
            size="sm"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            placeholder={t`输入关键字筛选`}
            aria-label={t`筛选${label}`}
            disabled={disabled}
          />
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap" aria-live="polite">
            <Trans>{optionCount} 项</Trans>
          </Text>
        </HStack>
      ) : null}
    </Stack>
  );
}

interface PostalCodeLookupProps {
  countryCode: string;
  /** Until the countries' list arrives the action reads as a lookup. */
  coverage: PostalCodeCoverage;
  postalCode: string;
  disabled: boolean | undefined;
  onFound: (chain: RegionChain) => void;
}

type LookupState =
  | { kind: 'idle' }
  | { kind: 'filled' }
  | { kind: 'none' }
  | { kind: 'format-ok' }
  | { kind: 'error'; message: string };
const IDLE: LookupState = { kind: 'idle' };

/** What the form says before a lookup, by the country's coverage (docs/domain/regions.md). */
const IDLE_HINTS: Record<PostalCodeCoverage, MessageDescriptor> = {
  lookup: msg`填写邮编后可自动填写省/州和城市。`,
  'format-only': msg`该国家/地区暂无邮编数据：只检查邮编格式，请手动选择地区。`,
  none: msg`该国家/地区没有统一的邮编格式：只检查字符（字母、数字、空格或连字符），请手动选择地区。`,
};

/**
 * Fills the levels from the postal code (the first matching chain) where the country has postal data; elsewhere
 * it checks the code's format and says so. The server checks the format in both cases.
 */
function PostalCodeLookup({ countryCode, coverage, postalCode, disabled, onFound }: PostalCodeLookupProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<{ key: string; state: LookupState }>({ key: '', state: IDLE });
  const [pending, setPending] = useState(false);
  const code = postalCode.trim();
  const key = `${countryCode}|${code}`;
  // A new code or country makes the previous answer stale.
  const state = answer.key === key ? answer.state : IDLE;
  const setState = (next: LookupState) => setAnswer({ key, state: next });

  const lookUp = async () => {
    setPending(true);
    try {
      // The format error is shown here, next to the action, rather than as a global toast.
      const result = await withoutErrorToast(() =>
        queryClient.fetchQuery(areaQueries.regionsByPostalCode({ countryCode, postalCode: code })),
      );
      const first = result.items[0];
      if (first) {
        onFound(first);
        setState({ kind: 'filled' });
      } else {
        setState({ kind: result.coverage === PostalCodeCoverage.Lookup ? 'none' : 'format-ok' });
      }
    } catch (error) {
      if (isApiError(error) && error.kind === 'cancelled') return;
      const message = isApiError(error)
        ? (error.validationErrors.find((item) => item.members.includes('postalCode'))?.message ??
          error.validationErrors[0]?.message ??
          error.message)
        : String(error);
      setState({ kind: 'error', message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="1" align="flex-start">
      <Button
        size="sm"
        variant="outline"
        onClick={() => void lookUp()}
        loading={pending}
        disabled={disabled || !countryCode || !code}
      >
        {coverage === PostalCodeCoverage.Lookup ? <Trans>按邮编填写地区</Trans> : <Trans>检查邮编格式</Trans>}
      </Button>
      <Text fontSize="sm" color={state.kind === 'error' ? 'fg.error' : 'fg.muted'} role="status" minH="5">
        {state.kind === 'idle'
          ? countryCode
            ? t(IDLE_HINTS[coverage])
            : t`先选择国家/地区并填写邮编，可自动填写省/州和城市。`
          : null}
        {state.kind === 'filled' ? <Trans>已根据邮编填写地区，请核对。</Trans> : null}
        {state.kind === 'none' ? <Trans>未找到该邮编对应的地区，请手动选择。</Trans> : null}
        {state.kind === 'format-ok' ? <Trans>邮编格式正确，请手动选择地区。</Trans> : null}
        {state.kind === 'error' ? state.message : null}
      </Text>
    </Stack>
  );
}
