import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './file';

describe('thumbnailUrl', () => {
  it('asks for the smallest served width that covers the size shown', () => {
    expect(thumbnailUrl('/uploads/a.png', 80)).toBe('/uploads/a.png?w=96');
    expect(thumbnailUrl('/uploads/a.png', 224)).toBe('/uploads/a.png?w=320');
  });

  it('keeps the original when no served width is large enough, or the image is not an upload', () => {
    expect(thumbnailUrl('/uploads/a.png', 960)).toBe('/uploads/a.png');
    expect(thumbnailUrl('blob:http://localhost/123', 80)).toBe('blob:http://localhost/123');
  });
});
