export * from './types.ts';
export { Random, hash128, type Seed } from './random.ts';
export * from './generate.ts';
export { logoSvg, coverSvg, productImageSvg, avatarSvg, initials, escapeXml } from './images.ts';
export { businessSectionInputs } from './sections.ts';
