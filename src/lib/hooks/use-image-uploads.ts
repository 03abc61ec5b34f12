import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageRef } from '../../contract/file';
import { errorMessage } from '../http/http-error';
import { ACCEPTED_IMAGE_TYPES, fromImageRefs, moveItem, type ImageItem } from '../image-list';
import { uploadFile } from '../http/upload-file';

const MAX_BYTES = 5 * 1024 * 1024;

function refusal(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return 'Faqat PNG, JPEG yoki WebP rasm yuklash mumkin';
  if (file.size > MAX_BYTES) return 'Rasm hajmi 5 MB dan oshmasligi kerak';
  return null;
}

let counter = 0;

/** Images of a form: uploads start as soon as files are added; order and removal are local. */
export function useImageUploads(initial: readonly ImageRef[], max: number) {
  const [items, setItems] = useState<ImageItem[]>(() => fromImageRefs(initial));
  const uploads = useRef(new Map<string, AbortController>());
  const count = useRef(items.length);
  count.current = items.length;

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (key: string, change: Partial<ImageItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = useCallback((file: File, key: string, preview: string) => {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    uploadFile(file, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
      .then((uploaded) => {
        patch(key, { id: uploaded.id, url: uploaded.url, progress: 1 });
        URL.revokeObjectURL(preview);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) patch(key, { error: errorMessage(error) });
      })
      .finally(() => uploads.current.delete(key));
  }, []);

  const add = useCallback(
    /** Returns how many files did not fit under `max`. */
    (files: readonly File[]) => {
      const added = files.slice(0, Math.max(0, max - count.current)).map((file) => ({
        file,
        item: {
          key: `new-${++counter}`,
          id: null,
          url: URL.createObjectURL(file),
          progress: 0,
          error: refusal(file),
        } satisfies ImageItem,
      }));
      count.current += added.length;
      setItems((list) => [...list, ...added.map(({ item }) => item)]);
      for (const { file, item } of added) if (!item.error) start(file, item.key, item.url);
      return files.length - added.length;
    },
    [start, max],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const move = useCallback((from: number, to: number) => setItems((list) => moveItem(list, from, to)), []);

  return { items, max, add, remove, move };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
