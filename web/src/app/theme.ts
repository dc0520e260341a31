import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Clinical palette: a calm blue brand, with red kept for critical results only.
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
    body: { WebkitTapHighlightColor: 'transparent' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4fa' }, 100: { value: '#c0e3f1' }, 200: { value: '#93cfe6' }, 300: { value: '#5fb7d8' },
          400: { value: '#2f9dc6' }, 500: { value: '#0b6e99' }, 600: { value: '#095c80' }, 700: { value: '#074a67' },
          800: { value: '#05384e' }, 900: { value: '#032636' }, 950: { value: '#02161f' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
