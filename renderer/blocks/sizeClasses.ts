/**
 * The classes that give a block a size pages.yaml declares (the build writes their rules, tools/vite/themeCss.ts):
 * classes, not style attributes, since a style attribute in the markup the build draws would be dropped under the
 * pages' Content-Security-Policy and React, taking that markup over, would not set it again.
 */

/** A stack's gap, in pixels. */
export const gapClass = (gap: number) => `r-gap-${gap}`;

/** A frame's height, in pixels. */
export const frameHeightClass = (height: number) => `r-frame-h-${height}`;
