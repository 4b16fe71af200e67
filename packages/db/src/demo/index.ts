export * from './types.ts';
export { Random, hash128, type Seed } from './random.ts';
export * from './generate.ts';
export {
  logoSvg,
  coverSvg,
  productImageSvg,
  familyPictureSvg,
  familyPictureVariants,
  avatarSvg,
  initials,
  escapeXml,
} from './images.ts';
export { familyOf } from './generate/families.ts';
export { familyIds, type FamilyId } from './words/families.ts';
export { businessSectionInputs } from './sections.ts';
export {
  DemoPicturePlan,
  demoRasterSize,
  demoRasterSizes,
  type DemoImage,
  type DemoImagePurpose,
  type DemoImageStore,
} from './pictures.ts';
export * from './rows.ts';
export {
  buildLocalDirectories,
  localShowcases,
  type LocalLanguage,
  type LocalShowcase,
} from './local/index.ts';
export {
  demoSeed,
  directoryIsEmpty,
  loadDemoDirectory,
  newsfeedShift,
  planDemoDirectory,
  type DemoLoadResult,
  type LoadDemoOptions,
} from './load.ts';
export { demoOperators, loadDemoOperators } from './operators.ts';
