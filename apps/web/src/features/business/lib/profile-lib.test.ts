import { describe, expect, it } from 'vitest';
import { businessHref } from '@wbn/contracts';
import { businessIdFromParam } from './business-route-id.ts';
import {
  formatDate,
  formatPhone,
  formatRange,
  joinNames,
  profilePageTitle,
  telHref,
  websiteHref,
} from './profile-format.ts';
import { videoEmbed } from './video-embed.ts';

const id = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const words = { from: 'From', upTo: 'Up to' };

/** What useParams hands the page for a link: the path segment decoded once, as the router does. */
const paramOf = (href: string) => decodeURIComponent(href.split('/')[2]!);

describe('businessIdFromParam', () => {
  it('takes the last 36 characters of a bare id or a slug', () => {
    expect(businessIdFromParam(id)).toBe(id);
    expect(businessIdFromParam(`Acme-Tools-${id}`)).toBe(id);
    expect(businessIdFromParam(`${id}/`)).toBe(id);
    expect(businessIdFromParam(id.toUpperCase())).toBe(id);
  });

  it('reads the double-encoded slug links, names with spaces, accents and slashes included', () => {
    for (const name of ['Acme Tools', 'Fundición Ñandú S.A.', 'A/B Industrial  Supply', '50% Off & Co?']) {
      expect(businessIdFromParam(paramOf(businessHref(name, id)))).toBe(id);
    }
  });

  it('refuses what is not an id', () => {
    expect(businessIdFromParam(undefined)).toBeNull();
    expect(businessIdFromParam('')).toBeNull();
    expect(businessIdFromParam('not-a-business')).toBeNull();
    expect(businessIdFromParam(`x${id.slice(0, 35)}z`)).toBeNull();
  });
});

describe('profile formatting', () => {
  it('formats ranges with either end missing, and nothing as null', () => {
    expect(formatRange({ min: 10, max: 50 }, words)).toBe('10 – 50');
    expect(formatRange({ min: 1000, max: null }, words)).toBe('From 1,000');
    expect(formatRange({ min: null, max: 50 }, words)).toBe('Up to 50');
    expect(formatRange({ min: 5, max: 5 }, words)).toBe('5');
    expect(formatRange({ min: null, max: null }, words)).toBeNull();
    expect(formatRange({ min: 0, max: 2_500_000 }, words, { prefix: 'US$' })).toBe('US$ 0 – 2,500,000');
    expect(formatRange({ min: 100, max: 200 }, words, { suffix: 'tons per month' })).toBe(
      '100 – 200 tons per month',
    );
  });

  it('formats phones with one leading plus and builds tel: links', () => {
    expect(formatPhone({ countryCode: '+52', businessPhoneNumber: '55 1234 5678' })).toBe('+52 55 1234 5678');
    expect(formatPhone({ countryCode: '52', businessPhoneNumber: '5512345678' })).toBe('+52 5512345678');
    expect(formatPhone({ countryCode: '+1', businessPhoneNumber: '  ' })).toBeNull();
    expect(formatPhone(null)).toBeNull();
    expect(telHref('+52 55 1234-5678')).toBe('tel:+525512345678');
  });

  it('shows calendar dates without a time-zone shift', () => {
    expect(formatDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(formatDate(null)).toBeNull();
  });

  it('joins names, adds a scheme to web addresses, cuts the title at 64 characters', () => {
    expect(joinNames([{ name: 'Mexico' }, { name: ' ' }, { name: 'Chile' }])).toBe('Mexico, Chile');
    expect(joinNames([])).toBeNull();
    expect(websiteHref('acme.com')).toBe('https://acme.com');
    expect(websiteHref('http://acme.com')).toBe('http://acme.com');
    expect(profilePageTitle(`  ${'x'.repeat(100)}`)).toHaveLength(64);
  });
});

describe('videoEmbed', () => {
  it('embeds YouTube and Vimeo links through their players', () => {
    const yt = { kind: 'iframe', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
    expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual(yt);
    expect(videoEmbed('youtu.be/dQw4w9WgXcQ')).toEqual(yt);
    expect(videoEmbed('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(yt);
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({
      kind: 'iframe',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('plays video files and links anything else', () => {
    expect(videoEmbed('https://cdn.example.com/tour.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/tour.mp4',
    });
    expect(videoEmbed('/files/business/tour.webm')).toEqual({
      kind: 'file',
      src: '/files/business/tour.webm',
    });
    expect(videoEmbed('https://example.com/our-story')).toEqual({
      kind: 'link',
      href: 'https://example.com/our-story',
    });
    // Never a script address.
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
    expect(videoEmbed('')).toBeNull();
  });
});
