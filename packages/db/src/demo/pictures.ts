/**
 * Which pictures the demo directory shows, and where they are stored. Every business gets its own
 * logo; covers come from a small pool per industry; a product's pictures show the drawing of its
 * category family (a pump for pumps, a fabric roll for fabrics; drawings.ts): its main image is
 * one of four views of that drawing, its further photos are three closer views. Products of a
 * family share them, which keeps the first start short (a few hundred product pictures for over
 * 2,000 products) while every business has a logo and a cover and every product a main image a
 * buyer recognises.
 *
 * Keys are derived from the SVG's hash (`images/{purpose}/demo-{hash}.webp`, the shape of
 * `imageKeyPattern` in apps/api's storage.ts), so the same picture is rendered once per run and
 * the same seed always names the same files.
 */
import { familyOf } from './generate/families.ts';
import { hash128 } from './random.ts';
import { avatarSvg, coverSvg, familyPictureSvg, logoSvg } from './images.ts';
import type { DemoBusiness, DemoPost, DemoProduct, DemoUser } from './types.ts';
import type { BusinessPictures, ProductPictures, UserPictures } from './rows.ts';

/** The upload purposes the demo uses (names as in the contracts' `imageVariants`). */
export type DemoImagePurpose =
  'logo' | 'coverPhoto' | 'productImage' | 'profilePhoto' | 'verificationDocument';

/** One picture to rasterise and store. */
export interface DemoImage {
  key: string;
  url: string;
  purpose: DemoImagePurpose;
  svg: string;
}

/**
 * Where the loader puts pictures: rasterise `image.svg` (see `demoRasterSize`) and store the result
 * under `image.key`. The caller supplies it because the rasteriser (sharp) and the file storage
 * belong to the API; the database package stays free of both.
 */
export interface DemoImageStore {
  put(image: DemoImage): Promise<void>;
}

const purposeDirs: Record<DemoImagePurpose, string> = {
  logo: 'logo',
  coverPhoto: 'cover-photo',
  productImage: 'product-image',
  profilePhoto: 'profile-photo',
  verificationDocument: 'verification-document',
};

/**
 * Size and fit of each stored picture (the contracts' `imageVariants`, except product photos at
 * 600 px rather than 1,200: they are drawings, and half the size renders in a third of the time).
 */
export const demoRasterSizes: Record<
  DemoImagePurpose,
  { width: number; height: number; fit: 'cover' | 'contain' | 'inside' }
> = {
  logo: { width: 400, height: 400, fit: 'contain' },
  coverPhoto: { width: 1600, height: 400, fit: 'cover' },
  productImage: { width: 600, height: 600, fit: 'inside' },
  profilePhoto: { width: 400, height: 400, fit: 'cover' },
  verificationDocument: { width: 800, height: 1100, fit: 'inside' },
};

/**
 * The size to store and the density (dpi) at which to rasterise the SVG so that it is drawn at that
 * size directly: an SVG is 72 dpi by default, and scaling a small bitmap up would blur the text.
 */
export function demoRasterSize(image: Pick<DemoImage, 'purpose' | 'svg'>) {
  const size = demoRasterSizes[image.purpose];
  const svgWidth = Number(/\swidth="(\d+)"/.exec(image.svg)?.[1] ?? size.width);
  return { ...size, density: Math.max(1, Math.round((72 * size.width) / svgWidth)) };
}

/** Covers per industry in the pool. */
const coversPerIndustry = 5;
/** Main images are views 0–3 of the family's picture, further photos views 4–6. */
const mainViews = 4;
const detailViews = 3;

/** Which of the family's main views a product shows (posts about it show the same picture). */
export const productMainView = (p: Pick<DemoProduct, 'name'>) => hash128(p.name)[0] % mainViews;

export class DemoPicturePlan {
  private readonly images = new Map<string, DemoImage>();

  /** Every distinct picture added so far, in the order first added. */
  list(): DemoImage[] {
    return [...this.images.values()];
  }

  /** A scanned document sent as verification evidence (a private file: served through signed links). */
  document(svg: string): { key: string; url: string } {
    return this.add('verificationDocument', svg);
  }

  private add(purpose: DemoImagePurpose, svg: string): { key: string; url: string } {
    const hash = hash128(`${purpose}\n${svg}`)
      .map((w) => w.toString(16).padStart(8, '0'))
      .join('');
    const key = `images/${purposeDirs[purpose]}/demo-${hash}.webp`;
    const url = `/files/${key}`;
    if (!this.images.has(key)) this.images.set(key, { key, url, purpose, svg });
    return { key, url };
  }

  private cover(industryKey: string, name: string) {
    const n = hash128(name)[0] % coversPerIndustry;
    // coverSvg draws from the name and industry only: a pool name gives a pool picture.
    const general = { industryKey, companyName: `cover ${industryKey} ${n}` } as DemoBusiness['general'];
    return this.add('coverPhoto', coverSvg({ general }));
  }

  business(b: DemoBusiness): BusinessPictures {
    return {
      logoUrl: this.add('logo', logoSvg(b)).url,
      coverUrl: this.cover(b.general.industryKey, b.general.companyName).url,
    };
  }

  user(u: DemoUser): UserPictures {
    return {
      profilePhoto: u.hasProfilePhoto ? this.add('profilePhoto', avatarSvg(u)) : null,
      coverPhoto: u.hasCoverPhoto ? this.cover(u.industryId.slice(-4), `${u.firstName} ${u.lastName}`) : null,
    };
  }

  product(p: DemoProduct): ProductPictures {
    const family = familyOf(p);
    const main = this.add('productImage', familyPictureSvg(family, productMainView(p)));
    const imageUrls: string[] = [];
    for (let v = 1; v < p.imageCount; v++) {
      const view = mainViews + ((hash128(p.productID)[0] + v) % detailViews);
      const url = this.add('productImage', familyPictureSvg(family, view)).url;
      if (!imageUrls.includes(url)) imageUrls.push(url);
    }
    return { mainImageUrl: main.url, imageUrls };
  }

  /**
   * A post's picture: a view of its family's drawing, stored as that product picture (same key),
   * so a post about a product shows the product's own main image and costs no extra rendering.
   */
  post(p: Pick<DemoPost, 'picture'>): string | null {
    if (!p.picture) return null;
    return this.add('productImage', familyPictureSvg(p.picture.family, p.picture.view)).url;
  }
}
