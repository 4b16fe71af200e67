import {
  tradeCapabilitiesSectionSchema,
  type BusinessProfile,
  type TradeCapabilitiesSection,
} from '@wbn/contracts';
import { joinList, numberText, parseNumber, splitList, type ErrorMap, type FieldErrors } from './form-kit.ts';
import { validateWith } from './validate.ts';

/** Lists are typed as text, items separated by commas. */
export interface TradeValues {
  markets: string;
  spokenLanguages: string;
  totalEmployeesSales: string;
  averageLeadTime: string;
}

export const tradeFields = ['markets', 'spokenLanguages', 'totalEmployeesSales', 'averageLeadTime'] as const;

export function tradeValuesFrom(p: BusinessProfile): TradeValues {
  const t = p.tradeCapabilities;
  return {
    markets: joinList(t.markets),
    spokenLanguages: joinList(t.spokenLanguages),
    totalEmployeesSales: numberText(t.totalEmployeesSales),
    averageLeadTime: numberText(t.averageLeadTime),
  };
}

const names = (text: string) => splitList(text).map((name) => ({ name }));

export function tradeBody(v: TradeValues): TradeCapabilitiesSection {
  return {
    markets: names(v.markets),
    spokenLanguages: names(v.spokenLanguages),
    totalEmployeesSales: parseNumber(v.totalEmployeesSales),
    averageLeadTime: parseNumber(v.averageLeadTime),
  };
}

export const validateTrade = (v: TradeValues, errorMap: ErrorMap): FieldErrors =>
  validateWith(tradeCapabilitiesSectionSchema, tradeBody(v), tradeFields, errorMap);
