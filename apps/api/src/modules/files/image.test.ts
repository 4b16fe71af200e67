import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejected, processImage, sniffImageType } from './image.ts';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', async () => {
    expect(sniffImageType(await solid(4, 4).jpeg().toBuffer())).toBe('image/jpeg');
    expect(sniffImageType(await solid(4, 4).png().toBuffer())).toBe('image/png');
    expect(sniffImageType(await solid(4, 4).webp().toBuffer())).toBe('image/webp');
    expect(sniffImageType(await solid(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('hello, I am a text file named photo.png'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it('crops a profile photo to 400x400 WebP and drops EXIF metadata', async () => {
    const input = await solid(900, 500)
      .jpeg()
      .withMetadata()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'Somebody' } })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    expect(input.includes('secret-exif-marker')).toBe(true);

    const out = await processImage(input, 'profilePhoto');
    expect(out).toMatchObject({ contentType: 'image/webp', width: 400, height: 400 });
    const meta = await sharp(out.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(out.data.includes('secret-exif-marker')).toBe(false);
  });

  it('sizes covers 4:1, fits logos inside 400x400, and only shrinks product images', async () => {
    const png = await solid(1000, 600).png().toBuffer();
    expect(await processImage(png, 'coverPhoto')).toMatchObject({ width: 1600, height: 400 });
    expect(await processImage(png, 'logo')).toMatchObject({ width: 400, height: 400 });
    expect(await processImage(png, 'productImage')).toMatchObject({ width: 1000, height: 600 });
    const big = await solid(2400, 1200).webp().toBuffer();
    expect(await processImage(big, 'productImage')).toMatchObject({ width: 1200, height: 600 });
  });

  it('refuses a text file and a damaged image', async () => {
    await expect(processImage(Buffer.from('not an image at all'), 'postImage')).rejects.toMatchObject({
      reason: 'type',
    });
    const png = await solid(50, 50).png().toBuffer();
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(60, 7)]);
    await expect(processImage(damaged, 'postImage')).rejects.toBeInstanceOf(ImageRejected);
  });
});
