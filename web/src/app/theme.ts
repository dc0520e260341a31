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
          solid: { value: '{colors.brand.500}' }, contrast: { value: 'white' }, fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' }, subtle: { value: '{colors.brand.50}' }, emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
