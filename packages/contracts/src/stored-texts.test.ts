import { describe, expect, it } from 'vitest';
import de from './translations/de.json' with { type: 'json' };
import zh from './translations/zh.json' with { type: 'json' };
import { translateMessage } from './message-translation.ts';
import { storedTextIn } from './stored-texts.ts';

// The English the API stores beside people's words, read in a language; the words stay as written.
const inGerman = (english: string) => translateMessage(english, de, 'de');
const inChinese = (english: string) => translateMessage(english, zh, 'zh');

describe('storedTextIn', () => {
  it("translates a quote thread's prefix and keeps the request's title", () => {
    expect(storedTextIn('Your quote for: 500 pump housings', inGerman)).toBe(
      'Ihr Angebot zu: 500 pump housings',
    );
    expect(storedTextIn('Your quote for: 500 pump housings', inChinese)).toBe(
      '您对以下需求的报价：500 pump housings',
    );
  });

  it("translates a moderation notice's first words and keeps the operator's reason", () => {
    expect(storedTextIn('Your content was removed: Spam links', inGerman)).toBe(
      'Ihre Inhalte wurden entfernt: Spam links',
    );
    expect(storedTextIn('Your account was suspended until 2027-03-01: Repeated spam', inChinese)).toBe(
      '您的账户已被停用至 2027-03-01: Repeated spam',
    );
    expect(storedTextIn('Your account was suspended for good: Fraud', inGerman)).toBe(
      'Ihr Konto wurde dauerhaft gesperrt: Fraud',
    );
  });

  it("translates a report's outcome, with or without the reported text", () => {
    expect(storedTextIn('The content you reported was removed: Cheap replica valves', inGerman)).toBe(
      'Die von Ihnen gemeldeten Inhalte wurden entfernt: Cheap replica valves',
    );
    expect(storedTextIn('We reviewed the content you reported and found no rule broken', inChinese)).toBe(
      '我们已审核您举报的内容，未发现违规',
    );
  });

  it('leaves people’s own subjects, and English, as they are', () => {
    expect(storedTextIn('Price quotation', inGerman)).toBe('Price quotation');
    expect(storedTextIn('Invalid value: our new valve', inGerman)).toBe('Invalid value: our new valve');
    expect(storedTextIn('Your quote for: X', (s) => s)).toBe('Your quote for: X');
  });
});
