/**
 * The presentation video's script: a visitor's walk through the real product, about a minute,
 * with what the captions say at each step in English and Spanish. Elements are found by role,
 * type, address or test id, never by their English text, so the same walk films a Spanish UI
 * (`npm run video -- --lang es`) once there is one.
 */
import type { Line } from './captions.ts';
import type { Director } from './director.ts';

/** What the captions say, in the order the journey says it. */
export const lines = {
  welcome: {
    en: 'WBN is the free B2B network for import and export.',
    es: 'WBN es la red B2B gratuita para importar y exportar.',
  },
  directory: {
    en: 'Companies from 25 country portals meet here.',
    es: 'Aquí se encuentran empresas de 25 portales nacionales.',
  },
  search: {
    en: 'Search companies and products, in one country or worldwide.',
    es: 'Busque empresas y productos, en un país o en todo el mundo.',
  },
  profile: {
    en: 'Every company gets a free profile: factory, terms, certificates, products.',
    es: 'Cada empresa tiene un perfil gratuito: fábrica, condiciones, certificados, productos.',
  },
  product: {
    en: 'Product pages show pictures, specifications and the supplier.',
    es: 'Cada producto muestra fotos, especificaciones y su proveedor.',
  },
  signIn: {
    en: 'One account signs you in on every portal.',
    es: 'Una sola cuenta para todos los portales.',
  },
  newsfeed: {
    en: 'My B2B: news from the companies you follow, and your own posts.',
    es: 'Mi B2B: novedades de las empresas que sigue y sus propias publicaciones.',
  },
  messages: {
    en: "Buyers' requests reach your company's message center.",
    es: 'Las solicitudes de compradores llegan al centro de mensajes de su empresa.',
  },
  membership: {
    en: 'Stay free, or upgrade to list more products and get verified.',
    es: 'Siga gratis, o mejore su plan para más productos y la verificación.',
  },
  closing: {
    en: 'WBN: find your next business partner. Join free today.',
    es: 'WBN: encuentre su próximo socio comercial. Únase gratis hoy.',
  },
} satisfies Record<string, Line>;

/** The person who signs in (a demo account, see the README) and what they write. */
export interface JourneyCast {
  email: string;
  password: string;
  /** Typed into the header's search box. */
  searchWord: string;
  post: string;
  reply: string;
}

export interface JourneyPlaces {
  /** The portal's origin, e.g. http://localhost:3000. */
  origin: string;
  /** The sign-on service's origin. */
  authUrl: string;
}

/**
 * Walks the product from the home page, which is open when filming starts. `posterMoment` is
 * called once, when the screen shows what the video's poster should be.
 */
export async function presentationJourney(
  d: Director,
  cast: JourneyCast,
  places: JourneyPlaces,
  posterMoment: () => void,
): Promise<void> {
  const { page } = d;
  const header = page.getByRole('banner');

  // The home page: what WBN is, the newest companies, the country portals.
  await d.say(lines.welcome);
  await d.glide(700, 250, 900);
  await d.pause(1200);
  await d.say(lines.directory);
  await d.scrollTo(page.locator('[data-testid="company-card"]').first());
  await d.pause(1500);
  await d.scrollToTop();

  // A search from the header.
  await d.say(lines.search);
  const box = page.getByRole('search').getByRole('searchbox');
  await d.type(box, cast.searchWord);
  await d.pause(300);
  await box.press('Enter');
  const result = page.locator('[data-testid="business-result"]').first();
  await result.waitFor();
  await d.pause(1000);

  // A company's profile.
  await d.click(result.locator('a[href^="/business/"]').first());
  await page.locator('#business-name').waitFor();
  await d.say(lines.profile);
  await d.pause(1200);
  posterMoment();
  await d.pause(800);
  await d.scrollBy(560);
  await d.pause(1000);

  // One of its products.
  const productLink = page.locator('main a[href^="/business-product/"]').first();
  await d.click(productLink);
  await page.locator('#product-title').waitFor();
  await d.say(lines.product);
  await d.pause(1500);

  // Signing in on the sign-on service, and back on the same page.
  const productUrl = page.url();
  await d.say(lines.signIn);
  await d.click(header.locator(`a[href^="${places.authUrl}/login"]`).first());
  await page.locator('input[type=email]').waitFor();
  await d.showPointer();
  await d.type(page.locator('input[type=email]'), cast.email, 20);
  await d.type(page.locator('input[type=password]'), cast.password, 20);
  await d.click(page.locator('form button[type=submit]').first());
  await page.waitForURL(productUrl);
  await header.locator('a[href="/newsfeed"]').waitFor();
  await d.showPointer();
  await d.pause(800);

  // The newsfeed, and a post.
  await d.click(header.locator('a[href="/newsfeed"]'));
  const composer = page.locator('section.composer');
  await composer.locator('textarea').waitFor();
  await d.say(lines.newsfeed);
  await d.type(composer.locator('textarea'), cast.post, 25);
  await d.click(composer.locator('button[type=submit]'));
  await page.locator('article', { hasText: cast.post }).first().waitFor();
  await d.pause(1000);

  // The message center of one of the user's businesses: a request and an answer.
  const businesses = await myBusinesses(page);
  const business = businesses.find((b) => b.subscription === null) ?? businesses[0];
  if (!business) throw new Error(`${cast.email} has no business to show`);
  await d.click(header.locator('a[href$="/requests"]').first());
  await d.say(lines.messages);
  await d.click(page.locator(`a[href="/business/${business.businessID}/requests"]`).first());
  const thread = page.locator(`a[href^="/business/${business.businessID}/requests/"]`).first();
  await d.click(thread);
  const reply = page.locator('form textarea').last();
  await reply.waitFor();
  await d.pause(500);
  await d.type(reply, cast.reply, 25);
  await reply.press('Enter');
  await page.getByRole('log').getByText(cast.reply).waitFor();
  await d.pause(1000);

  // The business's membership.
  await d.click(header.locator('a[href="/my-business"]'));
  await d.click(page.locator(`main a[href="/business/${business.businessID}/"]`).first());
  await page.locator('#business-name').waitFor();
  await d.pause(600);
  await d.click(page.locator(`a[href="/business/${business.businessID}/membership"]`).first());
  await d.say(lines.membership);
  await d.pause(800);
  await d.scrollBy(420);
  await d.pause(1000);

  // Home again.
  await d.click(page.locator('a[href="/"]:visible').first());
  await page.locator('[data-testid="company-card"]').first().waitFor();
  await d.say(lines.closing);
  await d.glide(760, 300, 900);
  await d.narration.end();
}

interface MyBusiness {
  businessID: string;
  subscription: string | null;
}

/** The signed-in user's businesses, asked of the API with the page's own session. */
function myBusinesses(page: Director['page']): Promise<MyBusiness[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/business/profile/my-list', {
      headers: { 'wbn-auth': localStorage.getItem('token') ?? '' },
    });
    return ((await res.json()) as { data: MyBusiness[] }).data;
  });
}
