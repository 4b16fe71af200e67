/**
 * One generated user, business or product as the value list of its table's columns
 * (bulk-columns.ts), mapped by the demo's own row functions.
 */
import {
  businessRow,
  productRow,
  userRow,
  type DemoBusiness,
  type DemoProduct,
  type DemoUser,
} from '@wbn/db/demo';

/** A few shared picture URLs per industry: the benchmark measures rows, not image files. */
const poolUrl = (dir: string, industryKey: string, n: number) =>
  `/files/images/${dir}/bench-pool-${industryKey}-${n}.webp`;

export function userValues(u: DemoUser) {
  const key = u.industryId.slice(-4);
  const photo = u.hasProfilePhoto ? { url: poolUrl('profile-photo', key, u.index % 4), key: '' } : null;
  if (photo) photo.key = photo.url.slice('/files/'.length);
  const r = userRow(u, { profilePhoto: photo, coverPhoto: null });
  return [
    r.userId,
    r.email,
    r.firstName,
    r.lastName,
    r.mobilePhoneCountryCode,
    r.mobilePhoneNumber,
    r.city,
    r.countryCode,
    r.stateId,
    r.genderCode,
    r.preferredLanguageCode,
    r.jobPositionId,
    r.businessTypeCode,
    r.industryId,
    r.companyName,
    r.profession,
    r.birthDate,
    r.briefPresentation,
    r.showBirthDate,
    r.showProfession,
    r.profilePhotoUrl,
    r.profilePhotoKey,
    r.coverPhotoUrl,
    r.coverPhotoKey,
    r.createdAt,
    r.updatedAt,
  ];
}

export function businessValues(b: DemoBusiness) {
  const key = b.general.industryKey;
  const r = businessRow(b, {
    logoUrl: poolUrl('logo', key, b.index % 8),
    coverUrl: poolUrl('cover-photo', key, b.index % 4),
  });
  return [
    r.businessId,
    r.ownerId,
    r.key,
    r.companyName,
    r.shortDescription,
    r.generalDescription,
    r.businessTypeCode,
    r.industryId,
    r.countryCode,
    r.stateId,
    r.subscription,
    r.verified,
    r.yearEstablished,
    r.logoUrl,
    r.coverUrl,
    r.figures,
    r.contactInfo,
    r.factory,
    r.tradeCapabilities,
    r.businessTerms,
    r.createdAt,
    r.updatedAt,
  ];
}

export function productValues(p: DemoProduct) {
  const key = p.industryId.slice(-4);
  const extra = Array.from({ length: p.imageCount - 1 }, (_, i) => poolUrl('product-image', key, 8 + i));
  const r = productRow(p, { mainImageUrl: poolUrl('product-image', key, p.index % 8), imageUrls: extra });
  return [
    r.productId,
    r.businessId,
    r.name,
    r.keywords,
    r.description,
    r.industryId,
    r.categoryId,
    r.subCategoryId,
    r.specs,
    r.leadTime,
    r.stock,
    r.mainImageUrl,
    r.images,
    r.createdAt,
    r.updatedAt,
  ];
}
