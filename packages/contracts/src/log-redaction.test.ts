import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides one-time codes and continue addresses but keeps the rest of the URL', () => {
    expect(redactUrl('/SetID/?token=abc123&continue=http%3A%2F%2Fx')).toBe(
      '/SetID/?token=[redacted]&continue=[redacted]',
    );
    expect(redactUrl('/reset-password?lang=en&token=s3cret')).toBe(
      '/reset-password?lang=en&token=[redacted]',
    );
    expect(redactUrl('/api/search?tokenizer=x')).toBe('/api/search?tokenizer=x');
    expect(redactUrl('/api/events?ticket=eyJ1Ijoi.c2ln&lastEventId=17')).toBe(
      '/api/events?ticket=[redacted]&lastEventId=17',
    );
  });
});
