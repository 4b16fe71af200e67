import type { BusinessSearchResult, Product, PublicProfile } from '@wbn/contracts';
import { membershipIds, type MembershipId } from '@wbn/contracts';
import type { RefLookup } from '../ref-data/ref-data.service.ts';
import { productPhotos } from '../product/product.service.ts';
import type {
  BusinessCardRow,
  LastRegisteredRow,
  ProductResultRow,
  UserResultRow,
} from './search.repository.ts';

const photo = (url: string | null) => (url ? { url } : null);
const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);
const tier = (s: string | null): MembershipId | null =>
  s && (membershipIds as readonly string[]).includes(s) ? (s as MembershipId) : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const typeOf = (ref: RefLookup, code: string) => ref.businessType(code) ?? { code, name: code };
const industryOf = (ref: RefLookup, id: string) => ref.industry(id) ?? { id, name: id };
const categoriesOf = (ref: RefLookup, ids: string[]) =>
  ids.map((id) => ({ id, name: ref.category(id)?.name ?? id }));

/** A business result: the card's fields and its like count (in both places the spec reads it). */
export function toBusinessResult(
  row: BusinessCardRow | LastRegisteredRow,
  ref: RefLookup,
): BusinessSearchResult {
  const reactions = { reactionCount: { like: row.likes } };
  const state = ref.state(row.state_id);
  return {
    businessProfile: {
      businessID: row.business_id,
      key: row.key,
      subscription: tier(row.subscription),
      verified: row.verified,
      createdAt: seconds(row.created_at),
      reactions,
      general: {
        companyName: row.company_name,
        shortDescription: row.short_description,
        businessType: typeOf(ref, row.business_type_code),
        industry: industryOf(ref, row.industry_id),
        categories: categoriesOf(ref, row.category_ids),
        yearStablished: row.year_established,
        profilePhoto: photo(row.logo_url),
        coverPhoto: photo(row.cover_url),
      },
      contactInfo: {
        city: row.city || null,
        country: ref.country(row.country_code) ?? {
          code: row.country_code,
          countryName: row.country_code,
          emoji: '',
        },
        state: state ? { stateID: state.stateID, stateName: state.stateName } : null,
      },
    },
    reactions,
  };
}

/** A product result: the product page's shape with its business summary. */
export function toProductResult(row: ProductResultRow, ref: RefLookup): Product {
  const main = photo(row.main_image_url);
  const images = row.images.map((i) => ({ url: i.url }));
  const category = ref.category(row.category_id);
  const sub = row.sub_category_id ? ref.subCategory(row.sub_category_id) : null;
  const employees = obj(row.total_employees);
  return {
    productID: row.product_id,
    businessID: row.business_id,
    name: row.name,
    keywords: row.keywords,
    description: row.description,
    industry: industryOf(ref, row.industry_id),
    category: { id: row.category_id, name: category?.name ?? row.category_id },
    subCategory: row.sub_category_id
      ? { id: row.sub_category_id, name: sub?.name ?? row.sub_category_id }
      : null,
    specs: row.specs.map((s) => ({ key: s.key, value: s.value })),
    leadTime: row.lead_time,
    stock: row.stock,
    mainImage: main,
    images,
    photos: productPhotos(main, images),
    videos: row.videos.map((v) => ({ videoID: v.videoID, url: v.url })),
    createdAt: seconds(row.created_at),
    businessProfile: {
      businessID: row.business_id,
      subscription: tier(row.subscription),
      verified: row.verified,
      general: {
        companyName: row.company_name,
        profilePhoto: photo(row.logo_url),
        businessType: typeOf(ref, row.business_type_code),
        yearStablished: row.year_established,
        totalEmployees: { min: num(employees.min), max: num(employees.max) },
        categories: categoriesOf(ref, row.category_ids),
      },
    },
  };
}

/** A user result: the public profile (no e-mail or phone; hidden fields left out by the SQL). */
export function toUserResult(row: UserResultRow, ref: RefLookup): PublicProfile {
  const country = ref.country(row.country_code);
  const state = ref.state(row.state_id);
  const type = row.business_type_code ? ref.businessType(row.business_type_code) : null;
  const industry = row.industry_id ? ref.industry(row.industry_id) : null;
  return {
    userID: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    city: row.city,
    country: country ? { code: country.code, countryName: country.countryName } : null,
    state: state ? { stateID: state.stateID, stateName: state.stateName } : null,
    gender: row.gender_code && row.gender_name ? { code: row.gender_code, name: row.gender_name } : null,
    preferredLanguage:
      row.preferred_language_code && row.language_name
        ? {
            code: row.preferred_language_code,
            name: row.language_native_name ?? row.language_name,
            languageName: row.language_name,
          }
        : null,
    jobPosition:
      row.job_position_id && row.job_position_name
        ? { jobPositionID: row.job_position_id, name: row.job_position_name }
        : null,
    businessType: type ? { code: type.code, name: type.name } : null,
    industry: industry ? { id: industry.id, name: industry.name } : null,
    companyName: row.company_name,
    briefPresentation: row.brief_presentation,
    profilePhoto: photo(row.profile_photo_url),
    coverPhoto: photo(row.cover_photo_url),
    ...(row.profession !== null ? { profession: row.profession } : {}),
    ...(row.birth_date !== null ? { birthDate: row.birth_date } : {}),
    reactions: { reactionCount: { like: row.likes } },
  };
}
