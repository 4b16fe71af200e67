// The image types an upload accepts, apart from the zod schemas in files.ts: the web app's pages need them
// without zod (decision 0015).

/** The only types accepted; the server checks the file's magic bytes, not its name or declared type. */
export const imageContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageContentType = (typeof imageContentTypes)[number];
