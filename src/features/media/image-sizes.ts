// The widths the image optimizer makes (next.config.ts `images`) and MediaImage asks for: one list,
// so a srcset never names a width the optimizer refuses. Plain data: next.config.ts imports it.

/** Widths a phone (390 px at 2x and 3x), a laptop and the 1216 px content column at 1x and 2x ask for. */
export const DEVICE_SIZES = [640, 828, 1080, 1280, 1600, 1920, 2560];
/** Narrower than any screen: logos, avatars, cards in a grid. */
export const IMAGE_SIZES = [64, 128, 256, 384];
/** The one quality the optimizer encodes at (next.config.ts `qualities`). */
export const IMAGE_QUALITY = 75;

/** Every width, narrowest first. */
export const IMAGE_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b);
