import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { messages, type BusinessProfile, type BusinessSection } from '@wbn/contracts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useUpdateSection, type SectionBodies } from '../api/update-section.ts';
import { bindFields } from './field-bindings.ts';
import {
  errorsFromServer,
  firstErrorField,
  friendlyErrors,
  type ErrorMap,
  type FieldErrors,
} from './form-kit.ts';
import { say } from '../../../shared/i18n/say.ts';

interface Options<V, B> {
  initial: () => V;
  /** Field keys in form order. */
  fields: readonly string[];
  validate: (values: V, errorMap: ErrorMap) => FieldErrors;
  toBody: (values: V) => B;
  save: UseMutationResult<unknown, Error, B>;
  onDone: () => void;
}

/**
 * One section editor's state and its save: checked with the contracts' schema before anything is
 * sent (the first field with a problem gets the focus), then PUT; on success the spec's
 * "Saved successfully." and `onDone`; on a refusal the server's field errors go under their fields.
 */
export function useSectionForm<V, B>({ initial, fields, validate, toBody, save, onDone }: Options<V, B>) {
  const { t } = useTranslation('business');
  // The form element: the first field with a problem is focused inside it.
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const errorMap = useMemo(() => friendlyErrors(t), [t]);

  const focus = (found: FieldErrors) => {
    const field = firstErrorField(found, fields);
    if (!field) return;
    // After React has put the messages in, so the focused control is read with its error.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`)?.focus(),
    );
  };

  /** Changes some values and forgets the messages of the fields named. */
  const change = (patch: Partial<V>, ...cleared: string[]) => {
    setValues((v) => ({ ...v, ...patch }));
    const keys = cleared.length ? cleared : Object.keys(patch);
    setErrors((e) => {
      const stale = Object.keys(e).filter(
        (k) => k === '' || keys.some((c) => k === c || k.startsWith(`${c}.`)),
      );
      if (stale.length === 0) return e;
      const next = { ...e };
      for (const k of stale) delete next[k];
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (save.isPending) return;
    const found = validate(values, errorMap);
    setErrors(found);
    if (Object.keys(found).length) return focus(found);
    save.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(messages.savedSuccessfully);
        onDone();
      },
      onError: (err) => {
        const fromServer = errorsFromServer(err, fields, say(messages.somethingWrong));
        setErrors(fromServer);
        toast.error(fromServer[''] ?? (err.message || messages.somethingWrong));
        focus(fromServer);
      },
    });
  };

  const saving = save.isPending;
  const bind = bindFields(values, change, errors, saving);
  return { formRef, values, change, errors, saving, onSubmit, errorMap, bind, onCancel: onDone };
}

export type SectionForm = Pick<
  ReturnType<typeof useSectionForm>,
  'formRef' | 'onSubmit' | 'saving' | 'errors' | 'onCancel'
>;

/** What every section editor is given. */
export interface SectionEditorBodyProps {
  profile: BusinessProfile;
  onDone: () => void;
}

/**
 * A profile section's form, saved with the section's own PUT: the section's form module gives the
 * values from the profile, the field order, the check and the body.
 */
export function useProfileSectionForm<S extends BusinessSection, V>(
  section: S,
  { profile, onDone }: SectionEditorBodyProps,
  form: {
    initial: (profile: BusinessProfile) => V;
    fields: readonly string[];
    validate: (values: V, errorMap: ErrorMap) => FieldErrors;
    toBody: (values: V) => SectionBodies[S];
  },
) {
  const save = useUpdateSection(profile.businessID, section);
  return useSectionForm({ ...form, initial: () => form.initial(profile), save, onDone });
}
