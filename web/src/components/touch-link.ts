// Its own module, free of Chakra imports: the first screen (/login) uses it, and importing
// touch-sized.tsx there would pull that file's Chakra components into the first screen's JS.

/** Props for a link that stands alone (not inside a sentence): a 44×44 px target on phones, its natural size from tablets up. */
export const TOUCH_LINK = { minH: { base: '11', md: 'auto' }, minW: { base: '11', md: 'auto' } } as const;
