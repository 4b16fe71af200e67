import sharp from 'sharp';
import { imageVariants, type ImageContentType, type UploadPurpose } from '@wbn/contracts';

/**
 * What a file really is, from its first bytes (never its name or declared type). Only the three
 * accepted image types are recognised; anything else is null.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  )
    return 'image/png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export interface ProcessedImage {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

export class ImageRejected extends Error {
  constructor(
    readonly reason: 'type' | 'decode',
    message: string,
  ) {
    super(message);
  }
}

/** A 500 KB PNG can still claim 30 000 x 30 000 pixels; refuse such decompression bombs early. */
const maxInputPixels = 40_000_000;
const sniffedToSharpFormat = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Re-encodes an uploaded image for its use: decoded from its real type, turned upright (EXIF
 * orientation), sized per `imageVariants`, and written as WebP. Nothing of the original file
 * survives (no EXIF, GPS, ICC comments or trailing bytes): sharp writes no metadata unless asked.
 */
export async function processImage(input: Buffer, purpose: UploadPurpose): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw new ImageRejected('type', 'Only JPEG, PNG and WebP images are accepted');
  const variant = imageVariants[purpose];
  try {
    const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false });
    const meta = await image.metadata();
    if (meta.format !== sniffedToSharpFormat[type]) {
      throw new ImageRejected('type', 'Only JPEG, PNG and WebP images are accepted');
    }
    const { data, info } = await image
      .rotate()
      .resize({
        width: variant.width,
        height: variant.height,
        fit: variant.fit,
        position: 'centre',
        background: { r: 255, g: 255, b: 255, alpha: 0 },
        withoutEnlargement: variant.fit === 'inside',
      })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof ImageRejected) throw err;
    throw new ImageRejected('decode', 'The image could not be read; it may be damaged or too large');
  }
}

/**
 * Draws a trusted SVG (the demo directory's generated logos and photos) as a WebP of the given
 * box. Only for pictures the project made itself: uploads go through `processImage`.
 */
export function rasteriseSvg(
  svg: string,
  box: { width: number; height: number; fit: 'cover' | 'contain' | 'inside'; density?: number },
): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: box.density })
    .resize({ width: box.width, height: box.height, fit: box.fit, background: '#ffffff' })
    .webp({ quality: 80, effort: 0 })
    .toBuffer();
}
