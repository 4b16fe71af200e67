import { describe, expect, it } from 'vitest';
import { videoDisplayOf } from './video-link.ts';

describe('videoDisplayOf', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=3',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('embeds the YouTube link %s through the privacy-enhanced host', (link) => {
    expect(videoDisplayOf(link)).toEqual({
      kind: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    });
  });

  it('plays https video files in the page and links everything else', () => {
    expect(videoDisplayOf('https://cdn.example.com/demo.MP4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/demo.MP4',
    });
    expect(videoDisplayOf('http://cdn.example.com/demo.mp4')).toEqual({
      kind: 'link',
      href: 'http://cdn.example.com/demo.mp4',
    });
    expect(videoDisplayOf('https://vimeo.com/12345')).toEqual({
      kind: 'link',
      href: 'https://vimeo.com/12345',
    });
    expect(videoDisplayOf('https://www.youtube.com/watch?v=<script>')?.kind).toBe('link');
  });

  it('refuses what is not a web address', () => {
    expect(videoDisplayOf('not a url')).toBeNull();
    expect(videoDisplayOf('javascript:alert(1)')).toBeNull();
  });
});
