import type { One } from '../../contract/envelope';
import type { UploadedFile } from '../../contract/file';
import { http, type UploadOptions } from './http';

/** POST /file: one image, reporting the bytes sent as they go. */
export function uploadFile(file: File, options?: UploadOptions): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return http.upload<One<UploadedFile>>('/file', form, options).then((res) => res.data);
}
