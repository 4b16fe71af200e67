import { useState, type FormEvent } from 'react';
import { messages } from '@wbn/contracts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { toast } from '../../../../shared/ui/toast.tsx';
import { useSendEnquiry } from '../../api/send-enquiry.ts';
import {
  emptyValues,
  fieldOrder,
  toBody,
  validate,
  type EnquiryField,
  type Errors,
  type FormValues,
} from './enquiry-values.ts';

/** The enquiry form's values, errors and submit logic. */
export function useEnquiryForm() {
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendEnquiry();

  const set = (field: EnquiryField, value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      // The state list belongs to the USA: another country clears it.
      if (field === 'country' && value && value !== 'US') next.usaState = '';
      return next;
    });
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const reset = () => {
    setValues(emptyValues);
    setErrors({});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validate(values);
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(toBody(values), {
      onSuccess: () => {
        toast.success(messages.enquirySent);
        reset();
      },
      onError: (err) => {
        toast.error(messages.enquiryFailed);
        // Rules only the server can check (a reference value that no longer exists) name the field.
        if (err instanceof ApiError && err.errors.length) {
          const fromServer: Errors = {};
          for (const f of fieldOrder) {
            const message = err.fieldMessage(f);
            if (message) fromServer[f] = message;
          }
          setErrors(fromServer);
        }
      },
    });
  };

  return { values, errors, set, reset, onSubmit, sending: send.isPending };
}

export type EnquiryForm = ReturnType<typeof useEnquiryForm>;
