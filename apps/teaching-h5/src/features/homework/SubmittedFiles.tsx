import { useState } from 'react';
import { resolveFileUrl } from '@medteach/api-client';
import type { HomeworkFile } from '@medteach/contract';
import { ResourceIcon } from '../course';
import { homeworkText } from './messages';
import { PhotoViewer } from './PhotoViewer';
import styles from './homework.module.css';

/** A document opens from the file host in a new tab (the phone's viewer, or a download for Word/Excel). */
export const openDocument = (url: string) => window.open(resolveFileUrl(url), '_blank', 'noopener');

/** Handed-in files, read-only: photos as a grid previewed full screen (swipe between them), documents as links. */
export function SubmittedFiles({ files }: { files: readonly HomeworkFile[] }) {
  const photos = files.filter((f) => f.isImage);
  const documents = files.filter((f) => !f.isImage);
  const images = photos.map((p) => resolveFileUrl(p.fileUrl));
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <PhotoViewer images={images} index={viewing} onClose={() => setViewing(null)} />
      {photos.length > 0 && (
        <div className={styles.photos}>
          {photos.map((p, i) => (
            <button key={p.fileId} type="button" className={styles.photo} onClick={() => setViewing(i)}>
              <img src={images[i]} alt={homeworkText.photoAlt(p.fileName)} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {documents.map((d) => (
        <div key={d.fileId} className={styles.item}>
          <span className={styles.docIcon}>
            <ResourceIcon kind="document" />
          </span>
          <button type="button" className={`${styles.itemName} ${styles.itemLink}`} onClick={() => openDocument(d.fileUrl)}>
            {d.fileName}
          </button>
        </div>
      ))}
    </>
  );
}
