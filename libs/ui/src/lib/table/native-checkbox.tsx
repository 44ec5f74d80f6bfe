import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface NativeCheckboxProps extends Omit<HTMLChakraProps<'input'>, 'type'> {
  /** The "some but not all" state of a select-all box (`aria-checked="mixed"` for assistive technology). */
  indeterminate?: boolean;
}

/**
 * A native checkbox in the brand colour. Chakra's Checkbox brings a state-machine runtime (~8 KiB gzip) to every
 * route that shows one; a table's row selection needs nothing a native input does not do. Name it with
 * `aria-label` or a wrapping `<label>`.
 */
export function NativeCheckbox({ indeterminate = false, ...props }: NativeCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // `indeterminate` is a DOM property only (no attribute).
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <chakra.input ref={ref} type="checkbox" boxSize="4" accentColor="brand.solid" cursor="pointer" verticalAlign="middle" {...props} />;
}
