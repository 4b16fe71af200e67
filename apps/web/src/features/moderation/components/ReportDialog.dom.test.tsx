// @vitest-environment happy-dom
// The report dialog in a browser-like document: what it checks before sending, what it sends,
// and what the reader reads after (the acknowledgement, or the server's refusal).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, moderationMessages } from '@wbn/contracts';
import '../../../app/i18n-all.ts';
import { ReportDialog } from './ReportDialog.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const itemID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
let root: Root;
let container: HTMLElement;
let fetchMock: ReturnType<typeof vi.fn>;
const closed = vi.fn();

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function render() {
  await act(async () => {
    root.render(
      <ReportDialog
        item={{ itemType: 'post', itemID, name: 'Válvulas del Norte' }}
        isOpen
        onOpenChange={closed}
      />,
    );
  });
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const button = (label: string) =>
  [...dialog().querySelectorAll('button')].find((b) => b.textContent === label)!;

async function type(text: string) {
  const area = dialog().querySelector('textarea')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function choose(label: string) {
  const radio = [...dialog().querySelectorAll('label')].find((l) => l.textContent?.includes(label));
  await act(async () => radio!.querySelector('input')!.click());
}

async function send() {
  await act(async () => button('Send report').click());
  // The request's answer, then React's update.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the report dialog', () => {
  beforeAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
    closed.mockReset();
  });

  it('names what is reported and offers the six reasons', async () => {
    await render();
    expect(dialog().querySelector('h2, [slot="title"]')?.textContent).toBe('Report this post');
    expect(dialog().textContent).toContain('Válvulas del Norte');
    const reasons = [...dialog().querySelectorAll('input[type="radio"]')].map((r) => r.getAttribute('value'));
    expect(reasons).toEqual(['spam', 'fraud', 'prohibited', 'intellectual-property', 'harassment', 'other']);
  });

  it('asks for a reason and a few words before sending anything', async () => {
    await render();
    await send();
    expect(dialog().textContent).toContain('Choose a reason');
    expect(dialog().textContent).toContain(moderationMessages.textRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reason and the text, then thanks the reader in place of the form', async () => {
    fetchMock.mockResolvedValue(
      answer(201, {
        success: true,
        data: { reportID: 'r1', itemType: 'post', itemID, reason: 'fraud', text: 'x', createdAt: 1 },
      }),
    );
    await render();
    await choose('Fraud or scam');
    await type('  The same offer went to forty companies with a stolen certificate.  ');
    await send();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/reports');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      itemType: 'post',
      itemID,
      reason: 'fraud',
      text: 'The same offer went to forty companies with a stolen certificate.',
    });
    expect(dialog().querySelector('[role="status"]')?.textContent).toBe(moderationMessages.acknowledged);
    expect(dialog().querySelector('form')).toBeNull();
  });

  it('shows the server’s refusal in the dialog and keeps what was written', async () => {
    fetchMock.mockResolvedValue(
      answer(409, { success: false, name: 'Conflict', message: moderationMessages.reportTwice }),
    );
    await render();
    await choose('Spam');
    await type('Posted ten times today.');
    await send();

    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe(moderationMessages.reportTwice);
    expect(dialog().querySelector('textarea')?.value).toBe('Posted ten times today.');
    expect(button('Send report')).toBeDefined();
  });

  it('says something went wrong, not the server’s inner words, when the server fails', async () => {
    fetchMock.mockResolvedValue(
      answer(500, { success: false, name: 'InternalError', message: 'pool exhausted' }),
    );
    await render();
    await choose('Something else');
    await type('Odd listing.');
    await send();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe(messages.somethingWrong);
  });
});
