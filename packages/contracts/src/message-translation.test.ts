import { describe, expect, it } from 'vitest';
import { buyingRequestMessages, invitationLimitMessages, promotionMessages } from './index.ts';
import { messagePlaceholders, translateMessage, type MessageCatalogue } from './message-translation.ts';
import de from './translations/de.json' with { type: 'json' };
import es from './translations/es.json' with { type: 'json' };
import zh from './translations/zh.json' with { type: 'json' };

describe('a message in the reader’s language', () => {
  it('is the catalogue’s translation, and English (no catalogue) is the message itself', () => {
    expect(translateMessage(buyingRequestMessages.notOpen, es, 'es')).toBe(
      'Esta solicitud no admite cotizaciones',
    );
    expect(translateMessage(buyingRequestMessages.notOpen, null, 'en')).toBe(buyingRequestMessages.notOpen);
  });

  it('fills a number back in the language’s own digits', () => {
    expect(translateMessage(buyingRequestMessages.invitedTooMany, es, 'es')).toBe(
      'Invite como máximo a 20 empresas',
    );
    expect(translateMessage('Less than 1,000,000,000', de, 'de')).toBe('Weniger als 1.000.000.000');
    expect(translateMessage('At least 0.001', de, 'de')).toBe('Mindestens 0,001');
    expect(translateMessage(invitationLimitMessages.perDay, zh, 'zh')).toBe(
      '一家企业每天最多可发送 20 个邀请。请明天再试。',
    );
  });

  it('keeps a text value and writes a refusal’s day in the language', () => {
    expect(translateMessage(promotionMessages.alreadyBoosted('product', '3 July 2027'), de, 'de')).toBe(
      'Dieses Produkt wird bereits bis zum 3. Juli 2027 beworben.',
    );
    expect(translateMessage('Unknown country code XX', es, 'es')).toBe('Código de país desconocido: XX');
  });

  it('prefers the exact message, then the most specific pattern', () => {
    const catalogue: MessageCatalogue = {
      'Unknown category': 'Categoría desconocida',
      'Unknown {{s1}}': '{{s1}} desconocido',
      'Unknown category {{s1}}': 'Categoría desconocida: {{s1}}',
    };
    expect(translateMessage('Unknown category', catalogue, 'es')).toBe('Categoría desconocida');
    expect(translateMessage('Unknown category steel.pipes', catalogue, 'es')).toBe(
      'Categoría desconocida: steel.pipes',
    );
    expect(translateMessage('Unknown gender', catalogue, 'es')).toBe('gender desconocido');
  });

  it('leaves a message no catalogue holds in English', () => {
    expect(translateMessage('Something new', es, 'es')).toBe('Something new');
    expect(translateMessage('constructor', es, 'es')).toBe('constructor');
  });

  it('names the placeholders of a message', () => {
    expect(messagePlaceholders('Your {{s1}} membership allows up to {{n1}} products')).toEqual([
      '{{n1}}',
      '{{s1}}',
    ]);
  });
});
