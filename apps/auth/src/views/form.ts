import { html, type SafeHtml } from './html.ts';

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  autocomplete: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  autofocus?: boolean;
}

/** A labelled input with its hint and its error right below it, tied together for screen readers. */
export function field(o: FieldOptions): SafeHtml {
  const id = `f-${o.name}`;
  const describedBy = [o.hint ? `${id}-hint` : '', o.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field${o.error ? ' field--error' : ''}">
    <label for="${id}">${o.label}</label>
    ${o.hint ? html`<p class="field__hint" id="${id}-hint">${o.hint}</p>` : ''}
    <input
      id="${id}"
      name="${o.name}"
      type="${o.type ?? 'text'}"
      autocomplete="${o.autocomplete}"
      ${
        o.value !== undefined && o.type !== 'password' ? html` value="${o.value}"` : ''
      }${o.required === false ? '' : html` required`}${o.minlength ? html` minlength="${o.minlength}"` : ''}${
        o.maxlength ? html` maxlength="${o.maxlength}"` : ''
      }${describedBy ? html` aria-describedby="${describedBy}"` : ''}${o.error ? html` aria-invalid="true"` : ''}${
        o.autofocus ? html` autofocus` : ''
      }
    />
    ${o.error ? html`<p class="field__error" id="${id}-error">${o.error}</p>` : ''}
  </div>`;
}

/** The message at the top of a form: an error (announced at once) or a notice. */
export function alertBox(message: string | undefined, kind: 'error' | 'info' = 'error'): SafeHtml {
  if (!message) return html``;
  return kind === 'error'
    ? html`<div class="alert alert--error" role="alert" tabindex="-1">${message}</div>`
    : html`<div class="alert alert--info" role="status">${message}</div>`;
}

export const hidden = (name: string, value: string): SafeHtml =>
  html`<input type="hidden" name="${name}" value="${value}" />`;
