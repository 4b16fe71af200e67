import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findUnsafeText, isSafeText, maxInputDepth, textProblem, unsafeTextMessages } from './safe-text.ts';

describe('textProblem', () => {
  it('finds NUL and unpaired surrogates, and nothing in well-formed text', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('\ud800')).toBe('surrogate');
    expect(textProblem('x\udc00')).toBe('surrogate');
    expect(textProblem('\ud83d')).toBe('surrogate');
    expect(textProblem('\udc00\ud800')).toBe('surrogate');
    for (const ok of ['', 'Acme', 'Ñandú 🦾 ≤ 8 arcmin', '\u0001\u001f\ufffd', '\ud83d\ude00']) {
      expect(textProblem(ok)).toBe(null);
    }
  });

  it('agrees with String.prototype.isWellFormed on any string without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const wellFormed = (s as string & { isWellFormed(): boolean }).isWellFormed();
        expect(isSafeText(s)).toBe(wellFormed && !s.includes('\0'));
      }),
      { numRuns: 500 },
    );
  });
});

describe('findUnsafeText', () => {
  it('names the first bad field, in document order, keys included', () => {
    expect(findUnsafeText({ textQuery: 'a\u0000b' }, 'body')).toEqual({
      path: 'body.textQuery',
      message: unsafeTextMessages.nul,
    });
    expect(findUnsafeText({ a: 'ok', specs: [{ key: 'k', value: '\ud800' }], z: '\0' }, 'body')).toEqual({
      path: 'body.specs.0.value',
      message: unsafeTextMessages.surrogate,
    });
    expect(findUnsafeText({ ['bad\u0000key']: 1 }, 'body')).toEqual({
      path: 'body.bad\ufffdkey',
      message: unsafeTextMessages.nul,
    });
    expect(findUnsafeText({ id: 'x\udfff' }, 'params')?.path).toBe('params.id');
  });

  it('passes clean values of any shape', () => {
    expect(findUnsafeText({ a: [1, true, null, { b: 'ok 🦾' }] }, 'body')).toBe(null);
    expect(findUnsafeText(undefined, 'body')).toBe(null);
    expect(findUnsafeText('plain', 'query')).toBe(null);
  });

  it('refuses nesting beyond the limit without recursing (100 000 levels)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const found = findUnsafeText({ deep }, 'body');
    expect(found?.message).toBe(unsafeTextMessages.tooDeep);
    expect(found?.path.split('.')).toHaveLength(maxInputDepth + 1);
    let fine: unknown = 'x';
    for (let i = 1; i < maxInputDepth; i++) fine = [fine];
    expect(findUnsafeText(fine, 'body')).toBe(null);
  });
});
