import { useMemo } from 'react';
import {
  useBusinessTypes,
  useCountries,
  useGenders,
  useIndustries,
  useJobPositions,
  useLanguages,
  useStates,
} from '../../../shared/api/reference-data.ts';
import type { SelectOption } from '../../../shared/ui/form/index.ts';

/**
 * The choices of the profile form's selects, from the shared reference lists. `states` is the
 * chosen country's list as loaded (undefined while it loads), which the state select's
 * placeholder and disabled flag depend on.
 */
export function usePlaceOptions(country: string) {
  const countries = useCountries();
  const states = useStates(country);
  return {
    states: states.data,
    country: useMemo<SelectOption[]>(
      () =>
        (countries.data ?? []).map((c) => ({
          id: c.code,
          label: `${c.emoji} ${c.countryName}`,
          keywords: c.code,
        })),
      [countries.data],
    ),
    state: useMemo<SelectOption[]>(
      () => (states.data ?? []).map((s) => ({ id: s.stateID, label: s.stateName })),
      [states.data],
    ),
  };
}

export function usePersonalOptions() {
  const genders = useGenders();
  const languages = useLanguages();
  return {
    gender: useMemo<SelectOption[]>(
      () => (genders.data ?? []).map((g) => ({ id: g.code, label: g.name })),
      [genders.data],
    ),
    preferredLanguage: useMemo<SelectOption[]>(
      () =>
        (languages.data ?? []).map((l) => ({
          id: l.code,
          label: l.name && l.name !== l.languageName ? `${l.languageName} (${l.name})` : l.languageName,
        })),
      [languages.data],
    ),
  };
}

export function useProfessionalOptions() {
  const jobPositions = useJobPositions();
  const businessTypes = useBusinessTypes();
  const industries = useIndustries();
  return {
    jobPosition: useMemo<SelectOption[]>(
      () => (jobPositions.data ?? []).map((j) => ({ id: j.jobPositionID, label: j.name })),
      [jobPositions.data],
    ),
    businessType: useMemo<SelectOption[]>(
      () => (businessTypes.data ?? []).map((b) => ({ id: b.code, label: b.businessTypeName })),
      [businessTypes.data],
    ),
    industry: useMemo<SelectOption[]>(
      () => (industries.data ?? []).map((i) => ({ id: i.id, label: i.name })),
      [industries.data],
    ),
  };
}
