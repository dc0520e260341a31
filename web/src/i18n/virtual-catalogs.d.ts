// Compiled catalogues served by scripts/lib/i18n-catalogs.ts (the Vite plugin).
declare module 'virtual:i18n/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
