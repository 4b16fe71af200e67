/**
 * What the journey does on screen, at the pace of a person: a pointer that glides to what it
 * clicks (headless Chromium paints no mouse pointer, so the page gets one drawn for the film),
 * typing letter by letter, smooth scrolling, and the narration's lines as captions.
 */
import type { Locator, Page } from 'playwright-core';
import { Narration, type Line } from './captions.ts';

/**
 * Drawn in every document of the film: an arrow that follows the mouse and a ring where it clicks.
 * A string, not a function: what tsx compiles a function into may call its own helpers, which the
 * page does not have.
 */
const pointerScript = `(() => {
  if (window.top !== window) return;
  const install = () => {
    if (document.getElementById('__film-pointer')) return;
    const pointer = document.createElement('div');
    pointer.id = '__film-pointer';
    pointer.setAttribute('aria-hidden', 'true');
    pointer.style.cssText = 'position:fixed;left:0;top:0;width:24px;height:24px;z-index:2147483647;' +
      'pointer-events:none;transform:translate(-100px,-100px)';
    pointer.innerHTML = '<svg width="24" height="24" viewBox="0 0 24 24"><path d="M3 2v17l4.6-4.3 3.2 7 ' +
      '3-1.3-3.2-6.9H17z" fill="#111" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    document.documentElement.appendChild(pointer);
    addEventListener('mousemove', (e) => {
      pointer.style.transform = 'translate(' + (e.clientX - 3) + 'px,' + (e.clientY - 2) + 'px)';
    }, true);
    addEventListener('mousedown', (e) => {
      const ring = document.createElement('div');
      ring.setAttribute('aria-hidden', 'true');
      ring.style.cssText = 'position:fixed;left:' + (e.clientX - 18) + 'px;top:' + (e.clientY - 18) + 'px;' +
        'width:36px;height:36px;border-radius:50%;border:3px solid #e8731a;z-index:2147483646;' +
        'pointer-events:none;transition:transform .45s ease-out,opacity .45s ease-out';
      document.documentElement.appendChild(ring);
      requestAnimationFrame(() => requestAnimationFrame(() => {
        ring.style.transform = 'scale(1.8)';
        ring.style.opacity = '0';
      }));
      setTimeout(() => ring.remove(), 600);
    }, true);
  };
  if (document.documentElement) install();
  else addEventListener('DOMContentLoaded', install);
})();`;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class Director {
  readonly narration: Narration;
  private pointer = { x: 640, y: 360 };

  constructor(
    readonly page: Page,
    clock: () => number,
  ) {
    this.narration = new Narration(clock, sleep);
  }

  static async prepare(page: Page): Promise<void> {
    await page.context().addInitScript({ content: pointerScript });
  }

  say(line: Line): Promise<void> {
    return this.narration.say(line);
  }

  pause(ms: number): Promise<void> {
    return sleep(ms);
  }

  /** Glides the pointer to (x, y) over about `ms`, easing in and out, as a hand would. */
  async glide(x: number, y: number, ms = 450): Promise<void> {
    const from = { ...this.pointer };
    const steps = Math.max(1, Math.round(ms / 25));
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const ease = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      await this.page.mouse.move(from.x + (x - from.x) * ease, from.y + (y - from.y) * ease);
      await sleep(25);
    }
    this.pointer = { x, y };
  }

  /** Shows the pointer again where it was, in a document just opened. */
  async showPointer(): Promise<void> {
    await this.page.mouse.move(this.pointer.x, this.pointer.y);
  }

  /** Scrolls `target` into the middle of the window, smoothly, and waits for the scroll to end. */
  async scrollTo(target: Locator): Promise<void> {
    await target.evaluate((el) => el.scrollIntoView({ behavior: 'smooth', block: 'center' }));
    await this.settleScroll();
  }

  async scrollBy(pixels: number): Promise<void> {
    await this.page.evaluate((top) => window.scrollBy({ top, behavior: 'smooth' }), pixels);
    await this.settleScroll();
  }

  async scrollToTop(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'smooth' }));
    await this.settleScroll();
  }

  private async settleScroll(): Promise<void> {
    let last = -1;
    for (let i = 0; i < 60; i++) {
      await sleep(100);
      const y = await this.page.evaluate(() => window.scrollY);
      if (y === last) return;
      last = y;
    }
  }

  /** Brings `target` into view, glides to it and clicks it. */
  async click(target: Locator): Promise<void> {
    await target.waitFor({ state: 'visible' });
    const box = await target.boundingBox();
    const viewport = this.page.viewportSize()!;
    if (!box || box.y < 70 || box.y + box.height > viewport.height - 10) await this.scrollTo(target);
    const inView = (await target.boundingBox())!;
    await this.glide(inView.x + inView.width / 2, inView.y + inView.height / 2);
    await sleep(150);
    await this.page.mouse.click(this.pointer.x, this.pointer.y);
  }

  /** Clicks a field and types into it at a person's pace. */
  async type(target: Locator, text: string, delayMs = 55): Promise<void> {
    await this.click(target);
    await target.pressSequentially(text, { delay: delayMs });
  }
}
