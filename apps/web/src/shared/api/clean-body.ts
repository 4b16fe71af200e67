/** The spec drops null and NaN fields from every outgoing body (recursively, arrays kept dense). */
export function cleanBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => !isDropped(v)).map(cleanBody);
  if (value && typeof value === 'object' && !(value instanceof Blob) && !(value instanceof FormData)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !isDropped(v))
        .map(([k, v]) => [k, cleanBody(v)]),
    );
  }
  return value;
}

const isDropped = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));
