export { Field, type FieldProps, type FieldControlProps } from './Field.tsx';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.tsx';
export { SearchableSelect, type SearchableSelectProps } from './SearchableSelect.tsx';
export { SelectField, type SelectFieldProps } from './SelectField.tsx';
export { DatePickerField, type DatePickerFieldProps } from './DatePickerField.tsx';
export { ImageUploader, type ImageUploaderProps } from './ImageUploader.tsx';
export type { SelectOption } from './options.ts';
export { useSelectTextOnFocus } from './select-on-focus.ts';
