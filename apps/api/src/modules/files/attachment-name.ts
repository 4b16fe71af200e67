/**
 * The name a stored file is shown and downloaded under, with the extension of what we stored and
 * checked (the key's: `.pdf`, `.webp`) instead of the one the sender chose. A browser saves a
 * download by its name's extension, so `report.html` holding a PDF must arrive as `report.pdf`.
 * Takes a name already cleaned (files.service.ts's cleanFileName).
 */
export function nameWithExtension(name: string, extension: string): string {
  const wanted = `.${extension}`;
  // A trailing dot or space would be dropped by Windows after the extension is decided.
  const trimmed = name.replace(/[.\s]+$/u, '');
  if (trimmed.toLowerCase().endsWith(wanted)) return trimmed;
  // The sender's extension (letters and digits with at least one letter: `v1.2` keeps its `.2`).
  const base = trimmed.replace(/\.(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{1,16}$/u, '');
  if (base.toLowerCase().endsWith(wanted)) return base;
  // Still at most 255 characters, cut by code points.
  const chars = Array.from(base || 'attachment');
  const room = 255 - wanted.length;
  return `${chars.slice(0, room).join('').trimEnd()}${wanted}`;
}

/** The extension of a storage key (`images/…/<random>.pdf` → `pdf`). */
export const keyExtension = (key: string) => key.slice(key.lastIndexOf('.') + 1);
