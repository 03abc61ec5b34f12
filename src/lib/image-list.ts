import type { ImageRef } from '../contract/file';

export interface ImageItem {
  key: string;
  /** `null` until the upload has finished. */
  id: number | null;
  /** The server's URL, or a local preview while uploading. */
  url: string;
  /** 0..1 */
  progress: number;
  error: string | null;
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export const fromImageRefs = (images: readonly ImageRef[]): ImageItem[] =>
  images.map((image) => ({ key: `file-${image.id}`, id: image.id, url: image.url, progress: 1, error: null }));

/** Moves the item at `from` to `to`, clamped to the list. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

export const uploadedIds = (items: readonly ImageItem[]): number[] =>
  items.flatMap((item) => (item.id === null ? [] : [item.id]));

export const isUploading = (items: readonly ImageItem[]) => items.some((item) => item.id === null && !item.error);
