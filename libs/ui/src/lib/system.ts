import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// The one Chakra system of the product. Created once at module level: building a system
// resolves every token and recipe, a measurable cost when repeated (e.g. inside a component).
const config = defineConfig({
  globalCss: {
    // Every component without an explicit colorPalette uses the brand purple.
    html: { colorPalette: 'brand' },
  },
  theme: {
    // Spec section 9: 576 / 768 / 992 (mobile menu) / 1200 px.
    breakpoints: { sm: '576px', md: '768px', lg: '992px', xl: '1200px', '2xl': '1400px' },
    tokens: {
      colors: {
        brand: {
          50: { value: '#faf5ff' },
          100: { value: '#f3e8ff' },
          200: { value: '#e9d5ff' },
          300: { value: '#d8b4fe' },
          400: { value: '#c084fc' },
          500: { value: '#a855f7' },
          600: { value: '#9333ea' },
          700: { value: '#7e22ce' },
          800: { value: '#6b21a8' },
          900: { value: '#581c87' },
          950: { value: '#3b0764' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // The keys Chakra's recipes read from a colorPalette; apps use these, never hex codes.
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.500}' } },
          contrast: { value: '{colors.white}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
