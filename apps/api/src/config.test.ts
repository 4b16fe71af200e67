import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultSocialLinks } from '@wbn/contracts';
import { loadConfig, publicConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it("defaults to this machine's cores, at least 2", () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(2, availableParallelism()));
  });

  it('takes a count of connections', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
  });

  it.each(['0', '-2', '2.5', 'many', '201'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('payments in production', () => {
  const stripe = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  };
  it('refuses the test provider, set or by default, saying what to set', () => {
    for (const env of [{}, { PAYMENT_PROVIDER: 'test' }])
      expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(
        /^Invalid configuration: PAYMENT_PROVIDER: the built-in test provider takes no money.*set PAYMENT_PROVIDER=stripe/,
      );
  });
  it("refuses Stripe's test-mode keys", () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...stripe, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY: a Stripe test-mode key takes no money/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: a Stripe test-mode key/);
  });
  it('takes live keys, and test payments only when allowed on purpose', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).payments.provider).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_TEST_MODE: 'allow' }).payments.provider).toBe('test');
    const testKeys = { ...stripe, STRIPE_SECRET_KEY: 'sk_test_abc', PAYMENT_TEST_MODE: 'allow' };
    expect(loadConfig({ NODE_ENV: 'production', ...testKeys }).payments.provider).toBe('stripe');
  });
  it('keeps the test provider as the default in development', () => {
    expect(loadConfig({}).payments.provider).toBe('test');
    expect(
      loadConfig({ NODE_ENV: 'development', ...stripe, STRIPE_SECRET_KEY: 'sk_test_abc' }).payments.provider,
    ).toBe('stripe');
  });
});

describe('social links', () => {
  it("defaults to the network's accounts, and tells the browser about them", () => {
    const config = loadConfig({});
    expect(config.socialLinks).toEqual(defaultSocialLinks);
    expect(publicConfig(config).socialLinks).toEqual(defaultSocialLinks);
  });

  it('takes another address per site, and leaves out a site set to empty', () => {
    const config = loadConfig({
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/example-industrial',
      SOCIAL_X_URL: '',
    });
    expect(config.socialLinks).toEqual({
      linkedin: 'https://www.linkedin.com/company/example-industrial',
      facebook: defaultSocialLinks.facebook,
      youtube: defaultSocialLinks.youtube,
    });
  });

  it.each(['javascript:alert(1)', 'ftp://example.com/wbn', 'not a url'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ SOCIAL_FACEBOOK_URL: value })).toThrow(
        /SOCIAL_FACEBOOK_URL: An http\(s\) address/,
      );
    },
  );
});

describe('the presentation video’s addresses', () => {
  it('are unset by default, and take https:// addresses or paths of this site', () => {
    expect(loadConfig({}).presentationVideo).toEqual({ en: {}, es: {} });
    expect(
      loadConfig({
        PRESENTATION_VIDEO_URL_EN: 'https://cdn.example.com/wbn/en.webm',
        PRESENTATION_VIDEO_URL_ES: '/media/es.webm',
        PRESENTATION_CAPTIONS_URL_ES: ' https://cdn.example.com/wbn/es.vtt ',
      }).presentationVideo,
    ).toEqual({
      en: { url: 'https://cdn.example.com/wbn/en.webm' },
      es: { url: '/media/es.webm', captionsUrl: 'https://cdn.example.com/wbn/es.vtt' },
    });
  });

  it.each(['http://cdn.example.com/en.webm', '//cdn.example.com/en.webm', 'media/en.webm', 'https://'])(
    'refuses %s, which the page may not play, naming the variable',
    (value) => {
      expect(() => loadConfig({ PRESENTATION_VIDEO_URL_EN: value })).toThrow(
        /PRESENTATION_VIDEO_URL_EN: An https:\/\/ address or a path on this site/,
      );
    },
  );

  it('refuses captions without the video they belong to', () => {
    expect(() => loadConfig({ PRESENTATION_CAPTIONS_URL_ES: '/media/es.vtt' })).toThrow(
      /PRESENTATION_CAPTIONS_URL_ES: Goes with PRESENTATION_VIDEO_URL_ES/,
    );
  });
});
