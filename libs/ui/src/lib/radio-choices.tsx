import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface RadioChoice<V extends string> {
  value: V;
  label: ReactNode;
  /** A sentence under the label saying what the choice does (or why it cannot be chosen). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioChoicesProps<V extends string> {
  /** The question the choices answer (the fieldset's legend). */
  legend: ReactNode;
  choices: readonly RadioChoice<V>[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * A few exclusive choices, each with a sentence: native radios in a fieldset (arrow keys move between them, the
 * legend names the group, each sentence describes its radio). Chakra's RadioGroup brings a state-machine runtime
 * (~8 KiB gzip) to every route that shows one, as its Checkbox does (see NativeCheckbox).
 */
export function RadioChoices<V extends string>({ legend, choices, value, onChange }: RadioChoicesProps<V>) {
  const id = useId();
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" mb="3" p="0">
        {legend}
      </chakra.legend>
      <Stack gap="4">
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const descriptionId = choice.description ? `${inputId}-description` : undefined;
          return (
            <chakra.div key={choice.value} display="flex" gap="3" alignItems="flex-start">
              <chakra.input
                id={inputId}
                type="radio"
                name={id}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
                aria-describedby={descriptionId}
                boxSize="4"
                mt="1"
                flexShrink={0}
                accentColor="brand.solid"
                cursor={choice.disabled ? 'not-allowed' : 'pointer'}
              />
              <Stack gap="1">
                <chakra.label htmlFor={inputId} fontWeight="medium" color={choice.disabled ? 'fg.muted' : undefined} cursor={choice.disabled ? 'not-allowed' : 'pointer'}>
                  {choice.label}
                </chakra.label>
                {choice.description ? (
                  <Text id={descriptionId} fontSize="sm" color="fg.muted">
                    {choice.description}
                  </Text>
                ) : null}
              </Stack>
            </chakra.div>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
