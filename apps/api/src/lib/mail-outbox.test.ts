import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseOutboxMail } from '../../test/outbox.ts';
import { headerText, writeOutboxMail } from './mail-outbox.ts';

describe('the outbox message', () => {
  it('keeps ASCII headers as they are and sends any other text as encoded words under 76 columns', () => {
    expect(headerText('New quote for Flanges DN50')).toBe('New quote for Flanges DN50');
    const subject = '您的报价已中标：不锈钢法兰 DN50，316L 材质，附 3.1 材质证书（共 400 件）';
    const encoded = headerText(subject);
    expect(encoded).toMatch(/^=\?UTF-8\?B\?/);
    for (const line of `Subject: ${encoded}`.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(encoded.split('\r\n').length).toBeGreaterThan(1);
    // Never a line break of the text's own (header injection).
    expect(headerText('a\r\nBcc: x@y.example')).toBe('a Bcc: x@y.example');
  });

  it('says its language, and its headers read back as written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wbn-outbox-'));
    try {
      const file = await writeOutboxMail(dir, {
        from: 'WBN, formulaire « Besoin d’aide » <no-reply@wbn.example>',
        to: 'ana@example.com',
        replyTo: 'Ruiz, Ana <ana@example.com>',
        subject: 'Votre devis a été retenu : Brides inox DN50',
        language: 'fr',
        date: new Date('2026-11-28T10:00:00Z'),
        id: 'x1',
        fileTag: 'test-x1',
        body: 'Bonjour Ana,\n\nMerci.',
      });
      const raw = await readFile(file, 'utf8');
      expect(raw).toContain('Content-Language: fr\r\n');
      expect(raw).toContain('Reply-To: "Ruiz, Ana" <ana@example.com>\r\n');
      expect(raw).toContain('\r\nTo: ana@example.com\r\n');
      expect(raw.split('\r\n\r\n')[0]).toMatch(/^[\x20-\x7e\r\n]*$/);
      const mail = parseOutboxMail(file, raw);
      expect(mail.subject).toBe('Votre devis a été retenu : Brides inox DN50');
      expect(mail.headers.from).toBe('WBN, formulaire « Besoin d’aide » <no-reply@wbn.example>');
      expect(mail.body).toBe('Bonjour Ana,\n\nMerci.\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
