/**
 * The low-vision version's choices, without zod: the web app applies the stored version before its
 * first render (web/src/shared/lib/low-vision.ts), from the first chunk, which does not carry the
 * contract's schemas (`@portal/contract/low-vision`). preferences.ts builds their schema.
 */
export const LOW_VISION_SIZES = [20, 24, 28] as const;
export const LOW_VISION_SCHEMES = ['white', 'black', 'blue'] as const;
export const LOW_VISION_SPACINGS = ['normal', 'wide'] as const;

export type LowVisionSize = (typeof LOW_VISION_SIZES)[number];
export type LowVisionScheme = (typeof LOW_VISION_SCHEMES)[number];
export type LowVisionSpacing = (typeof LOW_VISION_SPACINGS)[number];
