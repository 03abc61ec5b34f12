import { describe, expect, it } from 'vitest';
import { fromImageRefs, isUploading, moveItem, uploadedIds, type ImageItem } from './image-list';

const item = (key: string, id: number | null, error: string | null = null): ImageItem => ({
  key,
  id,
  url: '',
  progress: 1,
  error,
});

describe('image list', () => {
  it('moves an item and clamps the target to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the order of finished uploads as ids and knows when one is still going', () => {
    const items = [item('a', 7), item('b', null), item('c', 3), item('d', null, 'xato')];
    expect(uploadedIds(items)).toEqual([7, 3]);
    expect(isUploading(items)).toBe(true);
    expect(isUploading([items[0]!, items[3]!])).toBe(false);
  });

  it('turns saved images into finished items', () => {
    expect(fromImageRefs([{ id: 4, url: '/uploads/a.png' }])).toEqual([
      { key: 'file-4', id: 4, url: '/uploads/a.png', progress: 1, error: null },
    ]);
  });
});
