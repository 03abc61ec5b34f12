export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  mime: string;
  size: number;
}

/** `{id, url}` as embedded in products, brands and banners. */
export type ImageRef = Pick<UploadedFile, 'id' | 'url'>;
