import { describe, expect, it } from 'vitest';
import { CertificateForm } from './CertificatesEditor.tsx';
import { SectionEditor, type EditableSection } from './SectionEditor.tsx';
import { profileFixture as profile } from './fixtures.test-data.ts';
import { renderAt, textOf } from './render-helpers.test-data.tsx';

const render = (section: EditableSection) =>
  renderAt(<SectionEditor section={section} profile={profile} onDone={() => {}} />);

describe('SectionEditor', () => {
  it('prefills General Information, with the video link and the figures', () => {
    const html = render('general');
    expect(html).toContain('aria-label="General Information"');
    expect(html).toContain('value="Acme Gears"');
    expect(html).toContain('value="1998"');
    expect(html).toContain('value="https://www.youtube.com/watch?v=abc"');
    expect(html).toContain('name="totalEmployees.max"');
    expect(html).toContain('value="100"');
    const text = textOf(html);
    for (const label of [
      'Company name',
      'Business type',
      'Main industry',
      'Main categories',
      'Video link',
      'Save',
      'Cancel',
    ])
      expect(text).toContain(label);
  });

  it('prefills Contact Information with country, e-mail, website and the phone split in two', () => {
    const html = render('contactInfo');
    expect(html).toContain('value="sales@acme.example"');
    expect(html).toContain('value="https://acme.example"');
    expect(html).toContain('value="+52"');
    expect(html).toContain('value="81 1234 5678"');
    expect(textOf(html)).toContain('Business phone country code');
  });

  it('ticks the factory codes, the delivery terms, and shows the lists as text', () => {
    expect(render('factory')).toMatch(/checked="" value="OEM"/);
    expect(render('businessTerms')).toMatch(/checked="" value="FOB"/);
    expect(render('tradeCapabilities')).toContain('value="North America, European Union"');
  });

  it('lists the certificates with Edit and Delete, and offers Add certificate', () => {
    const text = textOf(render('certificates'));
    expect(text).toContain('ISO 9001');
    expect(text).toContain('Issued 2020-01-15');
    expect(render('certificates')).toContain('aria-label="Delete ISO 9001"');
    expect(text).toContain('Add certificate');
  });

  it("dates a certificate with the spec's picker: 10 years back and 10 years ahead, both dates", () => {
    const year = new Date().getFullYear();
    const yearsOf = (html: string) =>
      [...html.matchAll(/<select[^>]*>(?:(?!<\/select>)[\s\S])*<\/select>/g)]
        .map((m) => m[0])
        .filter((select) => select.includes('>Year</option>'))
        .map((select) => [...select.matchAll(/<option value="(\d{4})"/g)].map((o) => Number(o[1])));
    const fresh = yearsOf(
      renderAt(<CertificateForm businessID={profile.businessID} certificate={null} onDone={() => {}} />),
    );
    const expected = Array.from({ length: 21 }, (_, i) => year + 10 - i);
    expect(fresh).toEqual([expected, expected]);
    // A certificate dated before the range keeps its year in the list, in order.
    const old = { ...profile.certificates[0]!, issueDate: `${year - 25}-03-01` };
    const [issue, expire] = yearsOf(
      renderAt(<CertificateForm businessID={profile.businessID} certificate={old} onDone={() => {}} />),
    );
    expect(issue).toEqual([...expected, year - 25]);
    expect(expire).toEqual(expected);
  });

  it('offers the logo and the cover with the 800 × 200 px guidance', () => {
    const text = textOf(render('photos'));
    expect(text).toContain('Cover photo');
    expect(text).toContain('about 800 × 200 px');
    expect(text).toContain('Logo');
    expect(render('photos')).toContain('src="/files/images/logo.webp"');
  });
});
