import { useCallback, useEffect, useRef, useState } from 'react';
import { fileExtension, resolveFileUrl, uploadFile, uploadText, validateFiles, validateImages } from '@medteach/api-client';
import { HOMEWORK_DOCUMENT_TYPES, HOMEWORK_IMAGE_TYPES, HOMEWORK_MAX_FILES, type HomeworkFile } from '@medteach/contract';
import { toast } from '@medteach/ui-kit';

/** One file of the hand-in being put together: already stored (`done`, with its URL) or still on its way up. */
export interface HandInItem {
  key: string;
  name: string;
  isImage: boolean;
  status: 'uploading' | 'done' | 'failed';
  /** 0–100 while uploading. */
  percent: number;
  /** Stored path `/file/…` once uploaded. */
  url?: string;
  /** What an <img> shows: the local photo while it uploads, the stored one after. */
  previewUrl?: string;
  file?: File;
}

const IMAGE_TYPES: readonly string[] = HOMEWORK_IMAGE_TYPES;
let nextKey = 0;
const newKey = () => `hand-in-${++nextKey}`;

const fromStored = (f: HomeworkFile): HandInItem => ({
  key: `stored-${f.fileId}`,
  name: f.fileName,
  isImage: f.isImage,
  status: 'done',
  percent: 100,
  url: f.fileUrl,
  previewUrl: f.isImage ? resolveFileUrl(f.fileUrl) : undefined,
});

/**
 * The files of a hand-in before it is sent: photos and documents picked on the phone upload at once through
 * `POST /file/upload` (each with its own progress), can be removed or retried, and the hand-in then names the
 * stored URLs. Starts from the files handed in before (a resubmission edits them).
 */
export function useHandInFiles(stored: readonly HomeworkFile[]) {
  const [items, setItems] = useState<HandInItem[]>(() => stored.map(fromStored));
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const patch = useCallback((key: string, change: Partial<HandInItem>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i))), []);

  const start = useCallback(
    (item: HandInItem) => {
      if (!item.file) return;
      patch(item.key, { status: 'uploading', percent: 0 });
      uploadFile(item.file, item.name, (percent) => patch(item.key, { percent }))
        .then((result) => patch(item.key, { status: 'done', percent: 100, url: result.url }))
        .catch(() => {
          patch(item.key, { status: 'failed' });
          toast(item.isImage ? uploadText.imageFailed : uploadText.fileFailed);
        });
    },
    [patch],
  );

  /** Adds picked files after the spec's upload checks (type, size, count); the first broken rule is shown. */
  const add = useCallback(
    (files: File[], kind: 'image' | 'document') => {
      if (!files.length) return;
      const already = itemsRef.current.length;
      const error =
        kind === 'image'
          ? validateImages(files, { types: HOMEWORK_IMAGE_TYPES, maxFiles: HOMEWORK_MAX_FILES }, already)
          : validateFiles(files, { types: HOMEWORK_DOCUMENT_TYPES, maxFiles: HOMEWORK_MAX_FILES }, already);
      if (error) return toast(error);
      const added = files.map((file): HandInItem => {
        const isImage = IMAGE_TYPES.includes(fileExtension(file.name));
        return { key: newKey(), name: file.name, isImage, status: 'uploading', percent: 0, file, previewUrl: isImage ? URL.createObjectURL(file) : undefined };
      });
      setItems((all) => [...all, ...added]);
      added.forEach(start);
    },
    [start],
  );

  const remove = useCallback((key: string) => {
    const gone = itemsRef.current.find((i) => i.key === key);
    if (gone?.file && gone.previewUrl) URL.revokeObjectURL(gone.previewUrl);
    setItems((all) => all.filter((i) => i.key !== key));
  }, []);

  const retry = useCallback((key: string) => {
    const item = itemsRef.current.find((i) => i.key === key);
    if (item) start(item);
  }, [start]);

  // Local previews are released with the screen.
  useEffect(() => () => itemsRef.current.forEach((i) => i.file && i.previewUrl && URL.revokeObjectURL(i.previewUrl)), []);

  const busy = items.some((i) => i.status === 'uploading');
  const urls = items.filter((i) => i.status === 'done' && i.url).map((i) => i.url as string);
  return { items, add, remove, retry, busy, urls, full: items.length >= HOMEWORK_MAX_FILES };
}
