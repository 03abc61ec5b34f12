import { useId, useState, type DragEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES } from '../lib/image-list';
import { showErrorToast } from '../lib/toast';
import type { ImageUploads } from '../lib/hooks/use-image-uploads';
import { ImageTile } from './image-tile';

interface ImageUploaderProps {
  label: string;
  uploads: ImageUploads;
  error?: string;
  /** Wide previews, for banners. */
  wide?: boolean;
}

/** Drop zone and file picker (the camera on phones) for up to `uploads.max` images. */
export function ImageUploader({ label, uploads, error, wide }: ImageUploaderProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const { items, max } = uploads;
  const full = items.length >= max;

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const left = uploads.add([...files]);
    if (left === 0) return;
    const text = `Koʻpi bilan ${max} ta rasm yuklash mumkin`;
    showErrorToast(text, text);
  };
  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {label}{' '}
        <span className="font-normal text-slate-600">
          ({items.length}/{max})
        </span>
      </legend>
      {items.length > 0 && (
        <ol className={`mb-3 grid gap-3 ${wide ? 'grid-cols-1' : 'grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]'}`}>
          {items.map((item, index) => (
            <ImageTile
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              wide={wide}
              onMove={uploads.move}
              onRemove={() => uploads.remove(item.key)}
            />
          ))}
        </ol>
      )}
      {!full && (
        <label
          htmlFor={id}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes('Files')) return;
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center focus-within:ring-2 focus-within:ring-sky-300 ${
            over
              ? 'border-sky-500 bg-sky-50'
              : error
                ? 'border-red-400 bg-white'
                : 'border-slate-300 bg-white hover:border-sky-400'
          }`}
        >
          <span className="font-medium text-sky-700">Rasm tanlang yoki shu yerga tashlang</span>
          <span className="text-sm text-slate-600">PNG, JPEG yoki WebP, 5 MB gacha</span>
          <input
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            multiple={max > 1}
            className="sr-only"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
