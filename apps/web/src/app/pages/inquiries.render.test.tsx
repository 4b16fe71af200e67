import { afterEach, describe, expect, it } from 'vitest';
import { messages, type BusinessProfileResponse, type MyBusinessCard } from '@wbn/contracts';
import '../i18n-all.ts';
import { sessionStore } from '../../shared/session/session.ts';
import { renderHtml, textOf } from '../../shared/testing/render-html.test-data.tsx';
import { businessProfileQuery } from '../../features/business/index.ts';
import { myBusinessesQuery } from '../../shared/session/my-businesses.ts';
import {
  InquiryFormView,
  type InquiryFormViewProps,
} from '../../features/inquiries/components/InquiryFormView.tsx';
import { emptyInquiry, missingFields } from '../../features/inquiries/lib/inquiry-form.ts';
import { SendRequestPage } from './SendRequestPage.tsx';

const userID = '0b0e8f3c-1111-4222-8333-944455556666';
const businessID = '7c1e4a2b-5d6f-4e8a-9b0c-1d2e3f4a5b6c';
const signIn = () =>
  sessionStore.set({
    status: 'authenticated',
    userID,
    profile: { userID, firstName: 'Olga', lastName: 'Test' },
  });
afterEach(() => sessionStore.set({ status: 'anonymous', userID: null, profile: null }));

const noop = () => undefined;
const view = (over: Partial<InquiryFormViewProps> = {}) =>
  renderHtml(
    <InquiryFormView
      receiverName="Acme Gears"
      userName="Olga Test"
      senders={[]}
      values={emptyInquiry}
      problems={{}}
      notice={null}
      attachments={[]}
      sending={false}
      waiting={null}
      onChange={noop}
      onChooseFiles={() => 0}
      onRemoveFile={noop}
      onRetryFile={noop}
      onSubmit={noop}
      {...over}
    />,
  );

const receiver = (access: BusinessProfileResponse['session']['access']): BusinessProfileResponse => ({
  data: {
    businessID,
    general: { companyName: 'Acme Gears' },
  } as unknown as BusinessProfileResponse['data'], // only the fields the page reads
  session: { access },
});

const myBusiness = (n: number, id = `b0000000-0000-4000-8000-00000000000${n}`): MyBusinessCard => ({
  businessID: id,
  key: `b${n}`,
  subscription: null,
  verified: false,
  access: 'member',
  general: {
    companyName: `Company ${n}`,
    shortDescription: '',
    profilePhoto: null,
    coverPhoto: null,
    businessType: { code: 'MA', name: 'Manufacturers' },
    industry: { id: 'i0001', name: 'Automation' },
  },
  contactInfo: { country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' } },
});

const page = (access: BusinessProfileResponse['session']['access'], mine: MyBusinessCard[] = []) =>
  renderHtml(<SendRequestPage />, {
    path: `/business/Acme-Gears-${businessID}/send-request`,
    pattern: '/business/:id/send-request',
    data: [
      [businessProfileQuery(businessID).queryKey, receiver(access)],
      [myBusinessesQuery.queryKey, mine],
    ],
  });

describe('the send-request form (spec §2 "Send-request form", §5)', () => {
  it('shows To read-only, Send as, Subject, Message with its counter, Upload Inquiry and Send', () => {
    const html = view();
    const text = textOf(html);
    expect(text).toContain('To');
    expect(html).toMatch(/<input[^>]*class="wbn-input" readOnly="" value="Acme Gears"\/>/);
    expect(text).toContain('Send as');
    expect(html).toMatch(/value="Olga Test \(you\)"/);
    expect(text).toContain('Subject');
    expect(text).toContain('Choose a subject');
    expect(html).toMatch(/<textarea[^>]*maxLength="2000"/i);
    expect(text).toContain('0/2000');
    expect(text).toContain('Upload Inquiry');
    expect(text).toContain('Up to 3 files');
    expect(html).toMatch(/<button type="submit" class="button button--primary button--large">Send<\/button>/);
    // Nothing asked for the free-text subject until Other is chosen.
    expect(text).not.toContain('Your subject');
  });

  it("says 'You have to fill all the form fields' and marks the empty fields", () => {
    const html = view({ problems: missingFields(emptyInquiry), notice: messages.inquiryIncomplete });
    expect(html).toMatch(
      /<p class="inq-form__notice" role="alert">You have to fill all the form fields<\/p>/,
    );
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"/);
    expect(html).toMatch(/data-invalid="true"/);
  });

  it('opens a free-text subject when Other is chosen, marked when empty', () => {
    const values = { ...emptyInquiry, subject: 'Other' };
    const html = view({ values, problems: missingFields(values) });
    expect(textOf(html)).toContain('Your subject');
    const input = /<input[^>]*name="otherSubject"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('maxLength="150"');
    expect(input).toContain('aria-invalid="true"');
    expect(textOf(view({ values: { ...emptyInquiry, subject: 'Samples' } }))).not.toContain('Your subject');
  });

  it('disables Send while sending, and while files upload says why', () => {
    expect(view({ sending: true })).toMatch(/<button type="submit"[^>]*disabled="">Sending…<\/button>/);
    const waiting = view({
      waiting: 'The files are still uploading; Send is available once they are done.',
      attachments: [
        {
          id: 'a1',
          name: 'catalogue.pdf',
          size: 120_000,
          kind: 'pdf',
          status: 'uploading',
          progress: 0.45,
          token: null,
          error: null,
          retryable: false,
        },
        {
          id: 'a2',
          name: 'drawing.png',
          size: 20_000,
          kind: 'image',
          status: 'failed',
          progress: 0,
          token: null,
          error: 'No connection',
          retryable: true,
        },
      ],
    });
    expect(waiting).toMatch(/<button type="submit"[^>]*disabled="">Send<\/button>/);
    const text = textOf(waiting);
    expect(text).toContain('catalogue.pdf');
    expect(text).toContain('Uploading 45%');
    expect(text).toContain('No connection');
    expect(text).toContain('Try again');
    expect(waiting).toContain('aria-label="Remove catalogue.pdf"');
    expect(waiting).toContain('aria-label="Remove drawing.png"');
  });
});

describe('the send-request page', () => {
  it('writes to the business named in the address, as the user or one of their other businesses', () => {
    signIn();
    const html = page(null, [myBusiness(1), myBusiness(2, businessID)]);
    const text = textOf(html);
    expect(text).toContain('Send a request');
    expect(html).toContain('readOnly="" value="Acme Gears"');
    expect(text).toContain('Send as');
    // The select shows the user, chosen by default; the receiving business is not offered.
    expect(text).toContain('Olga Test (you)');
    expect(html).toContain('<option value="b0000000-0000-4000-8000-000000000001">Company 1</option>');
    expect(html).not.toContain(`<option value="${businessID}"`);
    expect(html).toContain(`href="/business/${businessID}/"`);
  });

  it('sends a member of the business to its Requests instead of the form', () => {
    signIn();
    const html = page('member');
    expect(textOf(html)).toContain('You are part of Acme Gears');
    expect(html).toContain(`href="/business/${businessID}/requests"`);
    expect(html).not.toContain('inq-form');
  });

  it('says so when the address holds no business id', () => {
    signIn();
    const html = renderHtml(<SendRequestPage />, {
      path: '/business/not-an-id/send-request',
      pattern: '/business/:id/send-request',
    });
    expect(textOf(html)).toContain('This business was not found');
  });
});
