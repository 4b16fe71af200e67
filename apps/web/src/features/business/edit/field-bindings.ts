import type { FieldErrors } from './form-kit.ts';

/** The keys of `V` whose values are of type `T`. */
type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string;

/**
 * The props every field of a business form repeats — its key as `name`, its value, the change that
 * also forgets its message, its message, and the disabled flag while saving — so a form only
 * writes what is particular to each field (label, hint, limits).
 */
export function bindFields<V>(
  values: V,
  change: (patch: Partial<V>) => void,
  errors: FieldErrors,
  disabled: boolean,
) {
  const bound = <K extends keyof V & string>(name: K) => ({
    name,
    value: values[name],
    // A computed key widens to an index signature; it is one of V's keys by K's constraint.
    onChange: (value: V[K]) => change({ [name]: value } as unknown as Partial<V>),
  });
  return {
    /** TextInput, NumberInput, Checkboxes, PhoneInputs. */
    field: <K extends keyof V & string>(name: K) => ({ ...bound(name), error: errors[name], disabled }),
    /** The shared widgets (TextAreaField), which name their flag `isDisabled`. */
    area: <K extends KeysOf<V, string>>(name: K) => ({
      ...bound(name),
      error: errors[name],
      isDisabled: disabled,
    }),
    /** RangeInputs: its two parts find their own messages (`name.min`, `name.max`). */
    range: <K extends keyof V & string>(name: K) => ({ ...bound(name), errors, disabled }),
  };
}

export type FieldBindings<V> = ReturnType<typeof bindFields<V>>;

/**
 * PlaceSelects' props for a form with `country` and `state`: a new country empties the state (the
 * spec: changing country clears state), and both messages are passed on.
 */
export const bindPlace = (
  values: { country: string; state: string },
  change: (patch: { country?: string; state?: string }) => void,
  errors: FieldErrors,
) => ({
  country: values.country,
  state: values.state,
  onCountry: (country: string) => change({ country, state: '' }),
  onState: (state: string) => change({ state }),
  errors: { country: errors.country, state: errors.state },
});
