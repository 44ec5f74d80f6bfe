import { ButtonPropsProvider, ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonSpinner } from './loading/loading';
import { system } from './system';

/** Every Button's defaults: the spinner that keeps a loading button named (see ButtonSpinner). */
const BUTTON_DEFAULTS = { spinner: <ButtonSpinner /> };

/** Chakra with the product's system. Light mode only for now (no color-mode toggle in the spec). */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ButtonPropsProvider value={BUTTON_DEFAULTS}>{children}</ButtonPropsProvider>
    </ChakraProvider>
  );
}
