import { useState } from 'react';
import { Button, ProgressBar } from 'antd-mobile';
import { uploadText } from '@medteach/api-client';
import { ResourceIcon } from '../course';
import { homeworkText } from './messages';
import { PhotoViewer } from './PhotoViewer';
import type { HandInItem } from './useHandInFiles';
import styles from './homework.module.css';

interface Props {
  items: readonly HandInItem[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}

/** The files of a hand-in being prepared: each with its upload progress, a retry when it failed, and 删除. */
export function HandInFileList({ items, onRemove, onRetry }: Props) {
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      <PhotoViewer images={viewing ? [viewing] : []} index={viewing ? 0 : null} onClose={() => setViewing(null)} />
      <div role="list" aria-label={homeworkText.myHomework}>
      {items.map((item) => (
        <div key={item.key} role="listitem" className={styles.item}>
          {item.isImage && item.previewUrl ? (
            <button type="button" className={styles.thumb} onClick={() => setViewing(item.previewUrl ?? null)}>
              <img src={item.previewUrl} alt={homeworkText.photoAlt(item.name)} />
            </button>
          ) : (
            <span className={styles.docIcon}>
              <ResourceIcon kind="document" />
            </span>
          )}
          <div className={styles.itemMain}>
            <span className={styles.itemName}>{item.name}</span>
            {item.status === 'uploading' && (
              <>
                <ProgressBar percent={item.percent} aria-label={homeworkText.uploading(item.percent)} />
                <span className={styles.itemState} aria-live="polite">
                  {homeworkText.uploading(item.percent)}
                </span>
              </>
            )}
            {item.status === 'failed' && <span className={styles.failed}>{item.isImage ? uploadText.imageFailed : uploadText.fileFailed}</span>}
          </div>
          {item.status === 'failed' && (
            <Button size="mini" color="primary" fill="outline" onClick={() => onRetry(item.key)}>
              {homeworkText.retry}
            </Button>
          )}
          <Button size="mini" color="danger" fill="none" aria-label={homeworkText.removeOf(item.name)} onClick={() => onRemove(item.key)}>
            {homeworkText.remove}
          </Button>
        </div>
      ))}
      </div>
    </>
  );
}
