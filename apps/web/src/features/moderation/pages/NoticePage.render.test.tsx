import { afterEach, describe, expect, it } from 'vitest';
import '../../../app/i18n-all.ts';
import { renderHtml, textOf } from '../../../shared/testing/render-html.test-data.tsx';
import { sessionStore } from '../../../shared/session/session.ts';
import { NoticePage } from './NoticePage.tsx';

afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

describe('the public notice form (decision 0033)', () => {
  it('asks for the page, the reason, the explanation, a name, an e-mail and the good-faith confirmation', () => {
    const html = renderHtml(<NoticePage />, {
      path: '/report-illegal-content?url=%2Fbusiness-product%2FGate-valve-0b7d1c7e-3a5f-4b7e-9d2a-1f0e6c4b8a11',
    });
    const text = textOf(html);
    expect(text).toContain('Report illegal content');
    expect(text).toContain('You do not need an account');
    // The page the visitor came from is filled in.
    expect(html).toContain('value="/business-product/Gate-valve-0b7d1c7e-3a5f-4b7e-9d2a-1f0e6c4b8a11"');
    for (const label of [
      'Address of the page',
      'Reason',
      'Why is this content illegal?',
      'Your name',
      'Your e-mail address',
    ])
      expect(text).toContain(label);
    expect(html).toContain('type="checkbox"');
    expect(text).toContain('I send it in good faith');
    expect(html).toMatch(/<button type="submit"[^>]*>Send notice<\/button>/);
  });

  it('lets a signed-in party report a message from the message center’s link, as a member', () => {
    const userID = '0b0e8f3c-1111-4222-8333-944455556666';
    sessionStore.set({ status: 'authenticated', userID, profile: null });
    const text = textOf(
      renderHtml(<NoticePage />, {
        path: '/report-illegal-content?report=message:5a000000-0000-4000-8000-000000000001',
      }),
    );
    expect(text).toContain('Report this message');
    expect(text).toContain('What is wrong?');
    expect(text).not.toContain('Your e-mail address');
  });
});
