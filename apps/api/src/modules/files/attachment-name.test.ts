import { describe, expect, it } from 'vitest';
import { nameWithExtension } from './attachment-name.ts';

describe('nameWithExtension', () => {
  it("gives a name the stored file's extension in place of the sender's", () => {
    expect(nameWithExtension('report.html', 'pdf')).toBe('report.pdf');
    expect(nameWithExtension('invoice.svg', 'pdf')).toBe('invoice.pdf');
    expect(nameWithExtension('Gearbox photo.JPG', 'webp')).toBe('Gearbox photo.webp');
    expect(nameWithExtension('scan.pdf.html', 'pdf')).toBe('scan.pdf');
  });

  it('adds one to a name without, keeping a version number that only looks like one', () => {
    expect(nameWithExtension('report', 'pdf')).toBe('report.pdf');
    expect(nameWithExtension('drawing v1.2', 'pdf')).toBe('drawing v1.2.pdf');
    expect(nameWithExtension('offer.html.', 'pdf')).toBe('offer.pdf');
  });

  it('keeps a name that already has it, in any case', () => {
    expect(nameWithExtension('Quote 2024.pdf', 'pdf')).toBe('Quote 2024.pdf');
    expect(nameWithExtension('SCAN.PDF', 'pdf')).toBe('SCAN.PDF');
  });

  it('stays within 255 characters', () => {
    const long = `${'a'.repeat(253)}.h`;
    const named = nameWithExtension(long, 'pdf');
    expect(named.endsWith('.pdf')).toBe(true);
    expect(named.length).toBe(255);
    expect(nameWithExtension('😀'.repeat(255), 'pdf')).toBe(`${'😀'.repeat(251)}.pdf`);
  });
});
