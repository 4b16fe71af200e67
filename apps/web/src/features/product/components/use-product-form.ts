import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messages, type Product } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useCreateProduct, useUpdateProduct, type BusinessChanged } from '../api/save-product.ts';
import {
  emptyProductForm,
  errorsFromServer,
  fieldOrder,
  productFormFrom,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from '../lib/product-form.ts';
import { say } from '../../../shared/i18n/say.ts';

/** Changes one value of the product form and clears its field's message. */
export type SetProductField = <K extends keyof ProductFormValues>(
  field: K,
  value: ProductFormValues[K],
) => void;

/** What each group of the product form's fields gets: its heading's id prefix and the form's state. */
export interface ProductFieldGroupProps {
  headingId: string;
  values: ProductFormValues;
  errors: ProductFormErrors;
  saving: boolean;
  set: SetProductField;
}

/** A one-line text field's name, value, change, message and disabled flag. */
export const textFieldProps = (
  { values, errors, saving, set }: ProductFieldGroupProps,
  field: 'name' | 'keywords' | 'leadTime',
) => ({
  name: field,
  value: values[field],
  onChange: (value: string) => set(field, value),
  error: errors[field],
  disabled: saving,
});

/**
 * The product form's values, messages and submit. The values are checked with the contract's
 * schema before sending; the API's field errors land on the same fields; a refusal at the tier's
 * cap (422 LimitReached) sets `limitReached` and puts its message above the form.
 */
export function useProductForm({
  businessID,
  product,
  onDone,
  businessChanged,
}: {
  businessID: string;
  product?: Product;
  onDone: (product: Product) => void;
  businessChanged: BusinessChanged;
}) {
  const { t } = useTranslation('product');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productFormFrom(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [limitReached, setLimitReached] = useState(false);
  const create = useCreateProduct(businessID, businessChanged);
  const update = useUpdateProduct(product?.productID ?? '', businessChanged);
  const saving = create.isPending || update.isPending;

  // Opening the form moves focus to its heading, so keyboard and screen reader users land in it.
  useEffect(() => headingRef.current?.focus(), []);

  /** Clears the messages of these fields and the form-level one (key ''). */
  const clear = (...keys: string[]) => {
    if (keys.some((k) => errors[k] !== undefined || errors[''] !== undefined))
      setErrors((e) => {
        const next = { ...e };
        for (const k of [...keys, '']) delete next[k];
        return next;
      });
  };
  const set: SetProductField = (field, value) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  /** A new industry clears the category and sub-category; a new category clears the sub-category. */
  const chooseIndustry = (id: string) => {
    if (id === values.industry) return;
    setValues((old) => ({ ...old, industry: id, category: '', subCategory: '' }));
    clear('industry', 'category', 'subCategory');
  };
  const chooseCategory = (id: string) => {
    if (id === values.category) return;
    setValues((old) => ({ ...old, category: id, subCategory: '' }));
    clear('category', 'subCategory');
  };

  const focusField = (key: string) => {
    const box = formRef.current?.querySelector<HTMLElement>(`[data-field="${key}"]`);
    box?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus();
  };
  const showErrors = (found: ProductFormErrors) => {
    setErrors(found);
    const first = fieldOrder(values).find((f) => found[f]);
    // Wait for the messages to render so the focused field is read with its error.
    requestAnimationFrame(() => (first ? focusField(first) : headingRef.current?.focus()));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setLimitReached(false);
    const checked = validateProductForm(values, t);
    if (!checked.ok) {
      showErrors({ ...checked.errors, '': t('form.fixErrors') });
      return;
    }
    const mutation = product ? update : create;
    mutation.mutate(checked.input, {
      onSuccess: (saved) => {
        toast.success(product ? t('form.updated') : t('form.created'));
        onDone(saved);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.name === 'LimitReached') {
          setLimitReached(true);
          setErrors({ '': err.message });
          requestAnimationFrame(() => headingRef.current?.focus());
          return;
        }
        const found = errorsFromServer(err, values, say(messages.somethingWrong));
        toast.error(found[''] ?? t('form.fixErrors'));
        showErrors(found[''] ? found : { ...found, '': t('form.fixErrors') });
      },
    });
  };

  return {
    formRef,
    headingRef,
    values,
    setValues,
    errors,
    limitReached,
    saving,
    set,
    clear,
    chooseIndustry,
    chooseCategory,
    onSubmit,
  };
}
