import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { areaQueries, type Region } from '@forwarder/api-client';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { levelLabel, type TypedLevel } from '../../party/address-format';
import type { NameField, RegionValue } from '../../party/region-fields';

// The levels below the country where its addresses take typed names (every country outside the cascade; issue 27):
// a text box per level the country uses, labelled in its words, our regions offered as suggestions (a datalist) but
// any text accepted. The server matches the text tolerantly (codes, accents, local or Latin names) and keeps what
// matches nothing as typed, or refuses it where its list is complete (its message lands on the field).

const AUTOCOMPLETE: Record<NameField, string> = { stateName: 'address-level1', cityName: 'address-level2', districtName: 'address-level3' };

/** The region a typed name picks out of a list (its name or code, any case; `NY` for `US-NY`), for the next level's suggestions. */
function regionNamed(regions: readonly Region[] | undefined, name: string): Region | undefined {
  const needle = name.trim().toLowerCase();
  if (!needle || !regions) return undefined;
  return regions.find((region) => {
    const code = region.code.toLowerCase();
    return region.displayName.toLowerCase() === needle || code === needle || code.split('-').at(-1) === needle;
  });
}

interface TypedRegionLevelsProps {
  levels: readonly TypedLevel[];
  value: RegionValue;
  onChange: (next: RegionValue) => void;
  errors?: Partial<Record<NameField, string | undefined>>;
  autoCompleteSection?: string | undefined;
  disabled?: boolean | undefined;
}

export function TypedRegionLevels({ levels, value, onChange, errors, autoCompleteSection, disabled }: TypedRegionLevelsProps) {
  const states = useQuery(areaQueries.regionList({ level: 1, parentId: value.regionLv0Id || undefined }));
  const state = regionNamed(states.data?.items, value.stateName);
  const cities = useQuery(areaQueries.regionList({ level: 2, parentId: state?.id }));
  const city = regionNamed(cities.data?.items, value.cityName);
  const districts = useQuery(areaQueries.regionList({ level: 3, parentId: city?.id }));
  const suggestions: Record<NameField, Region[]> = {
    stateName: states.data?.items ?? [],
    cityName: state ? (cities.data?.items ?? []) : [],
    districtName: city ? (districts.data?.items ?? []) : [],
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {levels.map((level) => (
        <TypedLevelInput
          key={level.field}
          level={level}
          value={value[level.field]}
          suggestions={suggestions[level.field]}
          error={errors?.[level.field]}
          autoComplete={autoCompleteSection ? `${autoCompleteSection} ${AUTOCOMPLETE[level.field]}` : AUTOCOMPLETE[level.field]}
          disabled={disabled}
          onChange={(text) => onChange({ ...value, [level.field]: text })}
        />
      ))}
    </SimpleGrid>
  );
}

interface TypedLevelInputProps {
  level: TypedLevel;
  value: string;
  suggestions: readonly Region[];
  error: string | undefined;
  autoComplete: string;
  disabled: boolean | undefined;
  onChange: (text: string) => void;
}

function TypedLevelInput({ level, value, suggestions, error, autoComplete, disabled, onChange }: TypedLevelInputProps) {
  const { i18n } = useLingui();
  const listId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required={level.required} disabled={disabled}>
      <Field.Label>
        {i18n._(levelLabel(level.label))}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        value={value}
        maxLength={64}
        list={listId}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {/* Always present (maybe empty): the box stays a combobox while the suggestions come and go. */}
      <datalist id={listId}>
        {suggestions.map((region) => (
          <option key={region.id} value={region.displayName} />
        ))}
      </datalist>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
