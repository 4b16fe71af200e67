import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages, type Profile } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useCountries } from '../../../shared/api/reference-data.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  fieldOf,
  fieldOrder,
  formValuesFrom,
  toUpdateBody,
  validateProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../lib/profile-form.ts';
import { errorMessage } from './api-error-message.ts';

/** What the field groups of the edit form read and change. */
export interface ProfileFormState {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  saving: boolean;
  /** Changes one value and clears its field's message. */
  set: <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => void;
}

/**
 * The profile edit form's values, messages and submit: checked before sending, the first field
 * with a problem focused, the server's field errors shown on their fields, /profile after saving.
 */
export function useEditProfileForm(profile: Profile) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileFormValues>(() => formValuesFrom(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const save = useUpdateProfile();
  const saving = save.isPending;

  const countries = useCountries();
  const dialCodes = useMemo(() => (countries.data ?? []).flatMap((c) => c.dialCodes), [countries.data]);

  const clearError = (field: keyof ProfileFormErrors) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const set = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field === 'phoneCountryCode' || field === 'phoneNumber' ? 'mobilePhone' : (field as never));
  };

  /** The spec: changing the country clears the state. The phone's code follows an empty one. */
  const setCountry = (code: string) => {
    setValues((v) => {
      if (code === v.country) return v;
      const dial = countries.data?.find((c) => c.code === code)?.dialCodes[0];
      return {
        ...v,
        country: code,
        state: '',
        phoneCountryCode: v.phoneCountryCode.trim() === '' && dial ? `+${dial}` : v.phoneCountryCode,
      };
    });
    clearError('country');
    clearError('state');
  };

  const focusField = (field: keyof ProfileFormErrors) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateProfileForm(values, dialCodes);
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) {
      // The spec's alerts for the phone and the date; the messages also stand next to the fields.
      for (const message of new Set([found.mobilePhone, found.birthDate].filter(Boolean)))
        toast.error(message);
      focusField(first);
      return;
    }
    save.mutate(toUpdateBody(values), {
      onSuccess: () => {
        toast.success(messages.profileUpdated);
        void navigate('/profile');
      },
      onError: (err) => {
        toast.error(errorMessage(err, messages.profileUpdateFailed));
        if (err instanceof ApiError && err.errors.length) {
          const fromServer: ProfileFormErrors = {};
          for (const e of err.errors) {
            const field = fieldOf(e.path);
            if (field && !fromServer[field]) fromServer[field] = e.message;
          }
          setErrors(fromServer);
          const firstServer = fieldOrder.find((f) => fromServer[f]);
          if (firstServer) focusField(firstServer);
        }
      },
    });
  };

  const form: ProfileFormState = { values, errors, saving, set };
  return { formRef, form, setCountry, onSubmit };
}
