import {
  capacityPeriods,
  generalSectionSchema,
  type BusinessProfile,
  type GeneralSection,
} from '@wbn/contracts';
import { numberText, parseNumber, type ErrorMap, type FieldErrors } from './form-kit.ts';
import { validateWith } from './validate.ts';

interface RangeText {
  min: string;
  max: string;
}

/** The General Information editor's values, as typed (numbers stay text until sent). */
export interface GeneralValues {
  companyName: string;
  shortDescription: string;
  generalDescription: string;
  businessType: string;
  industry: string;
  /** Category ids within `industry`. */
  categories: string[];
  yearStablished: string;
  totalAnnualRevenue: RangeText;
  totalEmployees: RangeText;
  totalProductionEmployees: RangeText;
  productionCapacity: RangeText & { unit: string; period: string };
  video: string;
  /** The language the descriptions are written in; null: the server detects it. */
  language: string | null;
}

/** Field keys in form order (error paths map onto them; the first one is focused). */
export const generalFields = [
  'companyName',
  'shortDescription',
  'generalDescription',
  'language',
  'businessType',
  'industry',
  'categories',
  'yearStablished',
  'totalAnnualRevenue.min',
  'totalAnnualRevenue.max',
  'totalEmployees.min',
  'totalEmployees.max',
  'totalProductionEmployees.min',
  'totalProductionEmployees.max',
  'productionCapacity.min',
  'productionCapacity.max',
  'productionCapacity.unit',
  'productionCapacity.period',
  'video',
] as const;

type CapacityPeriod = (typeof capacityPeriods)[number];
const isPeriod = (s: string): s is CapacityPeriod => (capacityPeriods as readonly string[]).includes(s);

const rangeText = (r: { min: number | null; max: number | null }): RangeText => ({
  min: numberText(r.min),
  max: numberText(r.max),
});
const rangeBody = (r: RangeText) => ({ min: parseNumber(r.min), max: parseNumber(r.max) });

export function generalValuesFrom(p: BusinessProfile): GeneralValues {
  const g = p.general;
  return {
    companyName: g.companyName,
    shortDescription: g.shortDescription,
    generalDescription: g.generalDescription ?? '',
    businessType: g.businessType.code,
    industry: g.industry.id,
    categories: g.categories.map((c) => c.id),
    yearStablished: numberText(g.yearStablished),
    totalAnnualRevenue: rangeText(g.totalAnnualRevenue),
    totalEmployees: rangeText(g.totalEmployees),
    totalProductionEmployees: rangeText(g.totalProductionEmployees),
    productionCapacity: {
      ...rangeText(g.productionCapacity),
      unit: g.productionCapacity.unit ?? '',
      period: g.productionCapacity.period ?? '',
    },
    video: g.video?.url ?? '',
    language: g.language ?? null,
  };
}

/**
 * The PUT body. Categories go as `industryId.categoryId` so the server checks they belong to the
 * industry; emptied numbers go as null (dropped by the API client, which the section's
 * whole-replace reads as "none"); an emptied video link goes as '' (removes it).
 */
export function generalBody(v: GeneralValues): GeneralSection {
  return {
    companyName: v.companyName.trim(),
    shortDescription: v.shortDescription.trim(),
    generalDescription: v.generalDescription.trim(),
    businessType: v.businessType,
    industry: v.industry,
    categories: v.categories.map((id) => `${v.industry}.${id}`),
    yearStablished: parseNumber(v.yearStablished),
    totalAnnualRevenue: rangeBody(v.totalAnnualRevenue),
    totalEmployees: rangeBody(v.totalEmployees),
    totalProductionEmployees: rangeBody(v.totalProductionEmployees),
    productionCapacity: {
      ...rangeBody(v.productionCapacity),
      unit: v.productionCapacity.unit.trim() || null,
      period: isPeriod(v.productionCapacity.period) ? v.productionCapacity.period : null,
    },
    video: { url: v.video.trim() },
    ...(v.language ? { language: v.language } : {}),
  };
}

export const validateGeneral = (v: GeneralValues, errorMap: ErrorMap): FieldErrors =>
  validateWith(generalSectionSchema, generalBody(v), generalFields, errorMap);
