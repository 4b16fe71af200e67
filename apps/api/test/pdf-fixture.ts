/**
 * A small PDF that any reader opens: one page with a line of text, and a cross-reference table
 * whose offsets are counted from the bytes written, so `startxref` points at `xref`. `text`
 * makes each file different (and its size); `version` is the header's.
 */
export function minimalPdf({ text = 'WBN test document', version = '1.4' } = {}): Buffer {
  const content = `BT /F1 12 Tf 20 100 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  // A binary comment on the second line, as writers do, so tools treat the file as binary.
  let body = `%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, two-byte EOL.
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
