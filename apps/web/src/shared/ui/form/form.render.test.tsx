import { renderToString } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ui from '../locales/en.json';
import { limits, messages } from '@wbn/contracts';
import {
  DatePickerField,
  Field,
  ImageUploader,
  SearchableSelect,
  SelectField,
  TextAreaField,
} from './index.ts';

// Server rendering catches wiring mistakes (labels, ids, defaults) without a browser.
const noop = () => {};
const countries = [
  { id: 'MX', label: 'Mexico' },
  { id: 'US', label: 'United States' },
];

// shared/ui's own words (the `ui` namespace), as the app loads them.
beforeAll(() => i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { ui } } }));

describe('form widgets render accessibly', () => {
  it('Field labels its control and describes it with hint and error', () => {
    const html = renderToString(
      <Field label="Company" hint="As registered" error="Required" id="company">
        {(p) => <input {...p} />}
      </Field>,
    );
    expect(html).toContain('for="company"');
    expect(html).toContain('aria-describedby="company-hint company-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="alert"');
  });

  it('TextAreaField has the spec defaults: 6 rows, 512, "Type here...", a counter', () => {
    const html = renderToString(<TextAreaField label="About me" value="hello" onChange={noop} />);
    expect(html).toContain('rows="6"');
    expect(html).toContain(`maxLength="${limits.textAreaMax}"`);
    expect(html).toContain(`placeholder="${messages.textAreaPlaceholder}"`);
    expect(html).toContain(`5<!-- -->/<!-- -->${limits.textAreaMax}`);
    expect(renderToString(<TextAreaField label="x" value="" onChange={noop} hideCounter />)).not.toContain(
      'wbn-field__counter',
    );
  });

  it('SearchableSelect and SelectField render a labelled combo box and button', () => {
    const combo = renderToString(
      <SearchableSelect label="Country" options={countries} value="MX" onChange={noop} nullOption />,
    );
    expect(combo).toContain('role="combobox"');
    expect(combo).toContain('value="Mexico"');
    const select = renderToString(
      <SelectField label="Country" options={countries} value={null} onChange={noop} nullOption />,
    );
    expect(select).toContain('Country');
    expect(select).toContain('aria-haspopup="listbox"');
  });

  it('with nothing chosen, shows "Select" as a placeholder, never as the value typing would extend', () => {
    const combo = renderToString(
      <SearchableSelect label="Country" options={countries} value={null} onChange={noop} nullOption />,
    );
    expect(combo).toContain('value=""');
    expect(combo).toContain('placeholder="Select"');
    expect(combo).not.toContain('value="Select"');
    // The null row's own text is the placeholder unless the field names another.
    const state = renderToString(
      <SearchableSelect
        label="State"
        options={[]}
        value={null}
        onChange={noop}
        nullOption="Select one state"
      />,
    );
    expect(state).toContain('placeholder="Select one state"');
    const select = renderToString(
      <SelectField label="Period" options={countries} value={null} onChange={noop} nullOption />,
    );
    expect(select).toMatch(
      /<span[^>]*class="wbn-select__value"[^>]*data-placeholder="true"[^>]*>Select<\/span>/,
    );
  });

  it('DatePickerField offers day, month and year, the years 10 back and 10 ahead', () => {
    const html = renderToString(<DatePickerField label="Date" value="2020-02-29" onChange={noop} />);
    const year = new Date().getFullYear();
    expect(html).toContain('<legend');
    expect(html).toContain(`value="${year + 10}"`);
    expect(html).toContain(`value="${year - 10}"`);
    expect(html).not.toContain(`value="${year + 11}"`);
    expect(html).toMatch(/value="29" selected/);
  });

  it('ImageUploader shows the limit and a labelled button', () => {
    const html = renderToString(
      <ImageUploader
        label="Profile photo"
        target={{ kind: 'profilePhoto' }}
        onUploaded={noop}
        shape="round"
      />,
    );
    expect(html).toContain('JPEG, PNG or WebP, at most 500 KB.');
    expect(html).toContain('Choose image');
    expect(html).toContain('role="status"');
  });
});
