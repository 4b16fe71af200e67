import {
  contractManufacturingCodes,
  factorySectionSchema,
  type BusinessProfile,
  type FactorySection,
} from '@wbn/contracts';
import { numberText, parseNumber, type ErrorMap, type FieldErrors } from './form-kit.ts';
import { validateWith } from './validate.ts';

type ContractCode = (typeof contractManufacturingCodes)[number];

export interface FactoryValues {
  manufacturingFacilities: string;
  city: string;
  zipcode: string;
  country: string;
  state: string;
  factorySize: string;
  numberProductionLines: string;
  contractManufacturing: ContractCode[];
}

export const factoryFields = [
  'manufacturingFacilities',
  'country',
  'state',
  'city',
  'zipcode',
  'factorySize',
  'numberProductionLines',
  'contractManufacturing',
] as const;

const isContractCode = (s: string): s is ContractCode =>
  (contractManufacturingCodes as readonly string[]).includes(s);

export function factoryValuesFrom(p: BusinessProfile): FactoryValues {
  const f = p.factory;
  return {
    manufacturingFacilities: f.manufacturingFacilities ?? '',
    city: f.city ?? '',
    zipcode: f.zipcode ?? '',
    country: f.country?.code ?? '',
    state: f.state?.stateID ?? '',
    factorySize: numberText(f.factorySize),
    numberProductionLines: numberText(f.numberProductionLines),
    contractManufacturing: f.contractManufacturing.map((c) => c.code).filter(isContractCode),
  };
}

export function factoryBody(v: FactoryValues): FactorySection {
  return {
    manufacturingFacilities: v.manufacturingFacilities.trim(),
    city: v.city.trim(),
    zipcode: v.zipcode.trim(),
    country: v.country,
    state: v.state,
    factorySize: parseNumber(v.factorySize),
    numberProductionLines: parseNumber(v.numberProductionLines),
    // In the order the codes are offered, whatever order they were ticked in.
    contractManufacturing: contractManufacturingCodes
      .filter((c) => v.contractManufacturing.includes(c))
      .map((code) => ({ code })),
  };
}

export const validateFactory = (v: FactoryValues, errorMap: ErrorMap): FieldErrors =>
  validateWith(factorySectionSchema, factoryBody(v), factoryFields, errorMap);
