/** `POST /file` limits, shared with the uploader so it can refuse a file before sending it. */
export const maxUploadBytes = 5 * 1024 * 1024;

export const uploadMimes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadMime = (typeof uploadMimes)[number];

/** Widths `/uploads/<name>?w=` serves as WebP thumbnails; any other `w` gets the original. */
export const thumbnailWidths = [96, 160, 320, 640] as const;

/** The URL of a thumbnail of an uploaded image, at least `width` pixels wide (the original when none is). */
export function thumbnailUrl(url: string, width: number): string {
  if (!url.startsWith('/uploads/')) return url; // e.g. a local preview before upload
  const fit = thumbnailWidths.find((w) => w >= width);
  return fit ? `${url}?w=${fit}` : url;
}
