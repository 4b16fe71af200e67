import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '@wbn/contracts';
import '../../../app/i18n-all.ts';
import { UserResultCard, userPlace } from './UserResultCard.tsx';

const profile: PublicProfile = {
  userID: '0d9c8b7a-6f5e-4d3c-2b1a-0f9e8d7c6b5a',
  firstName: 'Aiko',
  lastName: 'Tanaka',
  username: null,
  city: null,
  country: { code: 'JP', countryName: 'Japan' },
  state: null,
  gender: null,
  preferredLanguage: null,
  jobPosition: { jobPositionID: 'jp-1', name: 'Purchasing Manager' },
  businessType: null,
  industry: null,
  companyName: 'Kansai Tools',
  briefPresentation: 'Sourcing cutting tools for automotive lines.',
  profilePhoto: null,
  coverPhoto: null,
  reactions: { reactionCount: { like: 3 } },
};

const render = (p: PublicProfile) =>
  renderToString(
    <MemoryRouter>
      <UserResultCard profile={p} />
    </MemoryRouter>,
  );

describe('userPlace', () => {
  it('writes --- for each missing part', () => {
    expect(userPlace(profile)).toBe('Japan / --- / ---');
    expect(userPlace({ country: null, state: { stateID: 'x', stateName: 'Osaka' }, city: ' ' })).toBe(
      '--- / Osaka / ---',
    );
  });
});

describe('UserResultCard', () => {
  it('shows name, place, job position at company, presentation, likes and Go Profile', () => {
    const html = render(profile);
    expect(html).toContain('Aiko Tanaka');
    expect(html).toContain('Japan / --- / ---');
    expect(html).toContain('Purchasing Manager at Kansai Tools');
    expect(html).toContain('Sourcing cutting tools for automotive lines.');
    expect(html).toContain('3 likes');
    expect(html).toContain(`href="/profile/${profile.userID}"`);
    expect(html).toContain('Go Profile');
  });

  it('falls back to whichever of job and company is known, or ---', () => {
    expect(render({ ...profile, companyName: null })).toContain('>Purchasing Manager<');
    expect(render({ ...profile, jobPosition: null, companyName: null })).toContain('user-result__work">---<');
  });
});
