/**
 * Whether bytes have the frame every PDF reader starts from, checked before a "PDF" is stored:
 * the header `%PDF-1.x` or `%PDF-2.0` at byte 0, and at the end `startxref`, an offset and
 * `%%EOF` (then only whitespace), where the offset points inside the file at a cross-reference
 * table (`xref`) or a cross-reference stream's object (`N G obj`). An HTML or SVG page with
 * `%PDF-` in front has none of the tail, so a browser's own sniffing cannot find a page in what
 * we vouch for as a PDF. It does not parse the document: a reader still decides what it can show.
 */

/** PDF whitespace (ISO 32000 7.2.3): NUL, tab, line feed, form feed, carriage return, space. */
const ws = '[\\0\\t\\n\\f\\r ]';
const header = /^%PDF-(?:1\.\d|2\.0)[\r\n]/;
/** The trailer's last lines; `startxref` must begin a line (a real one, not one inside a string). */
const tail = new RegExp(`[\\r\\n]startxref${ws}*[\\r\\n]${ws}*(\\d{1,10})${ws}*[\\r\\n]%%EOF${ws}*$`);
/** What the offset must point at: a table, or the object that holds a cross-reference stream. */
const crossReference = new RegExp(`^(?:xref${ws}|\\d{1,10}${ws}+\\d{1,5}${ws}+obj\\b)`);

/** The end of a file that holds its trailer's last lines (writers pad with at most a little whitespace). */
const tailBytes = 1024;
/** What is read at the offset: enough for `xref` or the longest `N G obj`. */
const targetBytes = 32;

export function isWellFormedPdf(bytes: Uint8Array): boolean {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!header.test(buf.toString('latin1', 0, 10))) return false;
  const found = tail.exec(buf.toString('latin1', Math.max(0, buf.length - tailBytes)));
  if (!found) return false;
  const offset = Number(found[1]);
  // Past the header, and before the `startxref` that names it.
  const startxrefAt = buf.length - (found[0].length - 1);
  if (offset < 9 || offset >= startxrefAt) return false;
  return crossReference.test(buf.toString('latin1', offset, offset + targetBytes));
}
