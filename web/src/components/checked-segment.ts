import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A segment group's chosen item, drawn on the item itself (`_checked={checkedSegment}`) instead of
 * by `<SegmentGroup.Indicator />`. The indicator measures its item (offsetLeft, offsetWidth…) as it
 * mounts, which forces the whole new page's style and layout inside React's commit: 42-50 ms of a
 * /labs start at a phone's 4x CPU, in its longest task (issue 22: total blocking time). Same look,
 * from the recipe's own variables; the highlight moves without sliding.
 */
export const checkedSegment: SystemStyleObject = {
  bg: 'var(--segment-indicator-bg)',
  boxShadow: 'var(--segment-indicator-shadow)',
};
