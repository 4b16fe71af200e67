import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@wbn/contracts';
import i18next from './i18n-all.ts';
import { sessionStore } from '../shared/session/session.ts';
import { renderHtml, textOf } from '../shared/testing/render-html.test-data.tsx';
import { TextPreview } from '../shared/ui/text/TextPreview.tsx';
import { PostCard } from '../features/posts/components/PostCard.tsx';
import { PostComposer } from '../features/posts/components/PostComposer.tsx';
import { samplePost, userID } from '../features/posts/fixtures.test-data.ts';
import { MessageBubble } from '../features/messages/components/MessageBubble.tsx';
import { ComposerView } from '../features/messages/components/ComposerView.tsx';
import { sampleMessage } from '../features/messages/fixtures.test-data.ts';
import { ProductMiniCard } from '../features/product/components/ProductMiniCard.tsx';
import { ProductResultCard } from '../features/product/components/ProductResultCard.tsx';
import { SpecificationsBox } from '../features/product/components/SpecificationsBox.tsx';
import { DetailTable } from '../features/business/components/profile/DetailTable.tsx';
import { profileRows } from '../features/business/lib/profile-rows.ts';
import { profileFixture } from '../features/business/edit/fixtures.test-data.ts';
import { InquiryFormView } from '../features/inquiries/components/InquiryFormView.tsx';
import { emptyInquiry } from '../features/inquiries/lib/inquiry-form.ts';
import { WithPostSlots } from './pages/compose/post-slots.tsx';

// What people write is marked with the language it is written in (decision 0026), on the element
// that holds the text and nowhere else, so screen readers read it in its own voice and the browser
// breaks its lines by its rules; the forms that write it offer "Written in".

/** The opening tag of the element with `className` (the first one). */
function tagOf(html: string, className: string): string {
  const at = html.search(new RegExp(`<[a-z0-9]+ [^>]*class="[^"]*\\b${className}\\b`));
  expect(at, `no element .${className}`).toBeGreaterThanOrEqual(0);
  return html.slice(at, html.indexOf('>', at) + 1);
}

const product = (over: Partial<Product> = {}): Product => ({
  productID: '0b7d1c7e-3a5f-4b7e-9d2a-1f0e6c4b8a11',
  businessID: '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00',
  name: 'Válvula de bola',
  keywords: [],
  description: 'Válvula de bola de acero inoxidable para la industria química.',
  industry: { id: 'i0001', name: 'Automation' },
  category: { id: 'c0001-01', name: 'Industrial Robots' },
  subCategory: null,
  specs: [],
  leadTime: null,
  stock: true,
  mainImage: null,
  images: [],
  photos: [],
  videos: [],
  createdAt: 1_700_000_000,
  businessProfile: {
    businessID: '6a1f0c2e-8b9d-4e3f-a7c6-5d4b3a2e1f00',
    subscription: null,
    verified: false,
    general: {
      companyName: 'Válvulas del Norte',
      profilePhoto: null,
      businessType: { code: 'MA', name: 'Manufacturer' },
      yearStablished: null,
      totalEmployees: { min: null, max: null },
      categories: [],
    },
  },
  language: 'es',
  ...over,
});

afterEach(async () => {
  sessionStore.set({ status: 'anonymous', userID: null, profile: null });
  await i18next.changeLanguage('en');
});

describe('the language of what people write, on the page', () => {
  it("marks a post's text, and only when its language is known", () => {
    const post = (language: string | null) =>
      renderHtml(
        <WithPostSlots>
          <PostCard
            post={samplePost({ language, body: { text: 'Nueva línea de válvulas', picture: null } })}
          />
        </WithPostSlots>,
      );
    expect(tagOf(post('es'), 'post-card__text')).toContain('lang="es"');
    expect(tagOf(post(null), 'post-card__text')).not.toContain('lang=');
    // The card around it speaks the page's language.
    expect(tagOf(post('es'), 'post-card')).not.toContain('lang=');
  });

  it("marks a message's text", () => {
    const html = renderHtml(
      <MessageBubble
        message={sampleMessage({ content: '请报价', language: 'zh' })}
        authorName="Li"
        own={false}
      />,
    );
    expect(tagOf(html, 'mc-bubble__text')).toContain('lang="zh"');
    expect(tagOf(html, 'mc-bubble__author')).not.toContain('lang=');
  });

  it("marks a product's name and description on its cards and in its facts", () => {
    const mini = renderHtml(
      <ul>
        <ProductMiniCard product={product()} companyName="Válvulas del Norte" />
      </ul>,
    );
    expect(mini).toMatch(/<a [^>]*lang="es"[^>]*>Válvula de bola<\/a>/);
    expect(tagOf(mini, 'product-mini__text')).toContain('lang="es"');

    const result = renderHtml(<ProductResultCard product={product()} save={null} />);
    expect(result).toMatch(/<a [^>]*lang="es"[^>]*>Válvula de bola<\/a>/);
    expect(tagOf(result, 'product-result__description')).toContain('lang="es"');
    // The business's name and the category path are not the product's text.
    expect(tagOf(result, 'product-result__categories')).not.toContain('lang=');

    const facts = renderHtml(<SpecificationsBox product={product({ language: 'pt' })} />);
    expect(facts).toContain('<dd lang="pt">Válvula de bola</dd>');
    expect(facts).toContain('<dd>Automation</dd>');

    const unknown = renderHtml(<SpecificationsBox product={product({ language: null })} />);
    expect(unknown).toContain('<dd>Válvula de bola</dd>');
  });

  it("marks a business's descriptions in its profile, not the dash of an empty one", () => {
    const profile = {
      ...profileFixture,
      general: { ...profileFixture.general, shortDescription: 'Getriebe aus Stuttgart.', language: 'de' },
    };
    const html = renderHtml(
      <DetailTable rows={profileRows(profile, 'general', (k) => k)} labelledBy="general" visibleRows={20} />,
    );
    expect(html).toMatch(/data-field="shortDescription"><th[^>]*>[^<]*<\/th><td [^>]*lang="de"/);
    expect(html).not.toMatch(/data-field="generalDescription"><th[^>]*>[^<]*<\/th><td [^>]*lang=/);
    expect(html).not.toMatch(/data-field="companyName"><th[^>]*>[^<]*<\/th><td [^>]*lang=/);
  });

  it('keeps View more in the page’s language when the text is in another', () => {
    const html = renderHtml(
      <TextPreview
        text={'Válvulas '.repeat(60)}
        max={40}
        moreLabel="View more"
        lessLabel="View less"
        lang="es"
      />,
    );
    expect(html).toMatch(/<span lang="es">Válvulas/);
    expect(tagOf(html, 'wbn-text-preview__toggle')).not.toContain('lang=');
  });
});

describe('"Written in", where people write', () => {
  it('is in the reply box, the request form and the post composer, detecting by default', async () => {
    const reply = renderHtml(
      <ComposerView
        text=""
        sending={false}
        closed={false}
        problem={null}
        onChange={() => {}}
        onSend={() => {}}
        language={null}
        onLanguage={() => {}}
      />,
    );
    expect(textOf(reply)).toContain('Written in');
    expect(textOf(reply)).toContain('Detect automatically');

    const request = renderHtml(
      <InquiryFormView
        receiverName="Acme Gears"
        userName="Olga"
        senders={[]}
        values={emptyInquiry}
        problems={{}}
        notice={null}
        attachments={[]}
        sending={false}
        waiting={null}
        onChange={() => {}}
        onChooseFiles={() => 0}
        onRemoveFile={() => {}}
        onRetryFile={() => {}}
        onSubmit={() => {}}
      />,
    );
    expect(textOf(request)).toContain('Written in');

    sessionStore.set({
      status: 'authenticated',
      userID,
      profile: { userID, firstName: 'Lucía', lastName: 'F' },
    });
    // The composer keeps the select's room on its first render; the select comes in just after.
    const first = renderHtml(<PostComposer actor={{ kind: 'user' }} />);
    expect(first).toContain('composer__language--pending');
    await import('../shared/ui/form/ContentLanguageSelect.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const composer = renderHtml(<PostComposer actor={{ kind: 'user' }} />);
    expect(textOf(composer)).toContain('Written in');
    expect(textOf(composer)).toContain('Detect automatically');
  });

  it('shows the stored language by its own name, and speaks the page’s language', async () => {
    const box = (language: string | null) =>
      textOf(
        renderHtml(
          <ComposerView
            text=""
            sending={false}
            closed={false}
            problem={null}
            onChange={() => {}}
            onSend={() => {}}
            language={language}
            onLanguage={() => {}}
          />,
        ),
      );
    // The label, then the select's button showing the choice.
    expect(box('de')).toContain('Written in Deutsch ▾');
    expect(box(null)).toContain('Written in Detect automatically ▾');
    // A language beyond the product's seven, stored from detection, by its own name.
    expect(box('ru')).toContain('Written in русский ▾');
    await i18next.changeLanguage('es');
    expect(box(null)).toContain('Escrito en Detectar automáticamente ▾');
    expect(box('zh')).toContain('Escrito en 中文 ▾');
    await i18next.changeLanguage('zh');
    expect(box(null)).toContain('撰写语言 自动识别 ▾');
  });

  it('is not offered without a way to change it (an ended chat)', () => {
    const ended = renderHtml(
      <ComposerView text="" sending={false} closed problem={null} onChange={() => {}} onSend={() => {}} />,
    );
    expect(textOf(ended)).not.toContain('Written in');
  });
});
