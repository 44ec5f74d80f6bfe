import { Box, Button, chakra, HStack, Input, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { areaQueries } from '@forwarder/api-client';
import { CloseIcon, NativeCheckbox } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

export interface CountryPickerProps {
  /** The group's name ("目的国家/地区"). */
  label: string;
  /** ISO codes, in the order they were picked. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  error?: string;
  /** Under the label: e.g. what an empty choice means. */
  hint?: string;
  /** Only these codes are offered (a zone's countries among its product's); all countries when undefined. */
  among?: readonly string[];
}

/**
 * Countries of the region data (level 0, named in the UI's language) picked by ticking: a filter box above a
 * scrolling list of checkboxes, and the chosen ones as removable tags. Keyboard only works throughout (Tab, Space);
 * ~250 countries make a plain multiple select unusable.
 */
export function CountryPicker({ label, value, onChange, error, hint, among }: CountryPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [filter, setFilter] = useState('');
  const countries = useQuery(areaQueries.regionList({ level: 0 }));
  const all = (countries.data?.items ?? []).filter((country) => !among || among.includes(country.code));
  const nameOf = new Map(all.map((country) => [country.code, country.displayName]));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? all.filter((c) => c.code.toLowerCase().includes(needle) || c.displayName.toLowerCase().includes(needle)) : all;
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((item) => item !== code));

  return (
    <chakra.fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} minW="0">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
        {label}
      </chakra.legend>
      <Stack gap="2">
        {hint ? (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        ) : null}
        <Wrap gap="2" aria-live="polite">
          {value.length === 0 ? (
            <Text fontSize="sm">
              <Trans>未选择</Trans>
            </Text>
          ) : (
            value.map((code) => {
              const name = `${code} · ${nameOf.get(code) ?? code}`;
              // The accessible name holds the visible text (axe label-content-name-mismatch).
              return (
                <Button key={code} size="xs" variant="subtle" onClick={() => toggle(code, false)} aria-label={t`移除 ${name}`}>
                  {name}
                  <CloseIcon />
                </Button>
              );
            })
          )}
        </Wrap>
        <Input size="sm" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} aria-label={t`筛选国家/地区`} placeholder={t`输入代码或名称筛选`} />
        {countries.isPending ? (
          <Skeleton height="32" />
        ) : (
          <Box role="group" aria-label={t`${label}：可选项`} maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" tabIndex={-1}>
            <Stack gap="1">
              {shown.map((country) => (
                <HStack as="label" key={country.code} gap="2" fontSize="sm" cursor="pointer">
                  <NativeCheckbox checked={value.includes(country.code)} onChange={(event) => toggle(country.code, event.currentTarget.checked)} />
                  <span>
                    {country.code} · {country.displayName}
                  </span>
                </HStack>
              ))}
              {shown.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  <Trans>没有匹配的国家/地区。</Trans>
                </Text>
              ) : null}
            </Stack>
          </Box>
        )}
        {error ? (
          <Text id={`${id}-error`} fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}
