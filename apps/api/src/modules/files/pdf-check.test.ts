import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../../../test/pdf-fixture.ts';
import { isWellFormedPdf } from './pdf-check.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
/** A PDF's tail, pointing at `offset`. */
const trailer = (offset: number) => `startxref\n${offset}\n%%EOF\n`;

describe('the test fixture', () => {
  it('is a PDF whose cross-reference table points at each of its objects', () => {
    const pdf = minimalPdf({ text: 'Quote (draft)' });
    const text = pdf.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
    const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n \n/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(5);
    entries.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
  });
});

describe('isWellFormedPdf', () => {
  it('takes a PDF with a cross-reference table, in every header version', () => {
    for (const version of ['1.0', '1.4', '1.7', '2.0']) {
      expect(isWellFormedPdf(minimalPdf({ version })), version).toBe(true);
    }
  });

  it('takes CRLF line ends, trailing whitespace and padding after %%EOF', () => {
    const pdf = minimalPdf().toString('latin1');
    expect(isWellFormedPdf(latin1(`${pdf}\r\n  \n\0`))).toBe(true);
    const crlf = pdf.replace(/startxref\n(\d+)\n%%EOF\n$/, 'startxref\r\n$1\r\n%%EOF\r\n');
    expect(isWellFormedPdf(latin1(crlf))).toBe(true);
  });

  it('takes a startxref pointing at a cross-reference stream (an object)', () => {
    const head = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
    const stream =
      '2 0 obj\n<< /Type /XRef /Size 3 /W [1 2 1] /Root 1 0 R /Length 0 >>\nstream\n\nendstream\nendobj\n';
    expect(isWellFormedPdf(latin1(head + stream + trailer(head.length)))).toBe(true);
  });

  it('refuses HTML or SVG that starts with %PDF-', () => {
    expect(isWellFormedPdf(latin1('%PDF-1.4\n<html><script>alert(1)</script></html>\n'))).toBe(false);
    expect(isWellFormedPdf(latin1('%PDF-<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBe(
      false,
    );
    // Even with a PDF's tail copied on, when its offset points at the page rather than an xref.
    const page = '%PDF-1.4\n<html><script>alert(1)</script></html>\n';
    expect(isWellFormedPdf(latin1(page + trailer(9)))).toBe(false);
  });

  it('refuses a header that is not at byte 0 or names no known version', () => {
    const pdf = minimalPdf().toString('latin1');
    expect(isWellFormedPdf(latin1(` ${pdf}`))).toBe(false);
    expect(isWellFormedPdf(latin1(pdf.replace('%PDF-1.4', '%PDF-3.0')))).toBe(false);
    expect(isWellFormedPdf(latin1(pdf.replace('%PDF-1.4\n', '%PDF-1.4<')))).toBe(false);
    expect(isWellFormedPdf(new Uint8Array())).toBe(false);
  });

  it('refuses a PDF without startxref or %%EOF at its end', () => {
    const pdf = minimalPdf().toString('latin1');
    expect(isWellFormedPdf(latin1(pdf.replace(/startxref\n\d+\n/, '')))).toBe(false);
    expect(isWellFormedPdf(latin1(pdf.replace(/%%EOF\n$/, '')))).toBe(false);
    expect(isWellFormedPdf(latin1(`${pdf}<html></html>\n`))).toBe(false);
  });

  it('refuses a startxref pointing outside the file or at anything but a cross-reference', () => {
    const pdf = minimalPdf().toString('latin1');
    const at = (offset: number) => latin1(pdf.replace(/startxref\n\d+\n%%EOF\n$/, trailer(offset)));
    expect(isWellFormedPdf(at(pdf.length + 100))).toBe(false);
    expect(isWellFormedPdf(at(9_999_999_999))).toBe(false);
    // Its own `startxref`, the header, and the middle of an object.
    expect(isWellFormedPdf(at(pdf.lastIndexOf('startxref')))).toBe(false);
    expect(isWellFormedPdf(at(0))).toBe(false);
    expect(isWellFormedPdf(at(pdf.indexOf('/Type /Pages')))).toBe(false);
    // The real one still passes.
    expect(isWellFormedPdf(at(pdf.lastIndexOf('xref\n0 ')))).toBe(true);
  });
});
