import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { previewOf, TextPreview } from './TextPreview.tsx';

const labels = { moreLabel: 'View more', lessLabel: 'View less' };

describe('TextPreview', () => {
  it('cuts a longer text at the length, as people count characters, with an ellipsis', () => {
    expect(previewOf('a'.repeat(340), 340)).toBeNull();
    expect(previewOf(`${'a'.repeat(339)} bcd`, 340)).toBe(`${'a'.repeat(339)}…`);
    expect(previewOf('é'.repeat(341), 340)).toBe(`${'é'.repeat(340)}…`);
    expect(previewOf('🏭'.repeat(341), 340)).toBe(`${'🏭'.repeat(340)}…`);
  });

  it('shows a long text cut with View more, or whole when it fits', () => {
    const long = renderToString(<TextPreview text={'x'.repeat(400)} max={340} {...labels} />);
    expect(long).toContain(`${'x'.repeat(340)}…`);
    expect(long).toContain('aria-expanded="false"');
    expect(long).toContain('View more');
    const short = renderToString(<TextPreview text="Gearboxes." max={340} {...labels} />);
    expect(short).toBe('<p>Gearboxes.</p>');
  });

  it('cuts only on small screens when asked (a server render is not one)', () => {
    const html = renderToString(
      <TextPreview text={'x'.repeat(400)} max={340} smallScreensOnly {...labels} />,
    );
    expect(html).toContain('x'.repeat(400));
    expect(html).not.toContain('View more');
  });
});
