import { Button, ImageViewer } from 'antd-mobile';
import { homeworkText } from './messages';
import styles from './homework.module.css';

interface Props {
  images: string[];
  /** The photo shown first; null = closed. */
  index: number | null;
  onClose: () => void;
}

/**
 * Photos full screen (swipe between them, pinch to zoom). Kept in the tree (not ImageViewer.show, which renders
 * outside React); a tap closes it, and so does 关闭 — for keyboards and screen readers, which cannot tap.
 */
export function PhotoViewer({ images, index, onClose }: Props) {
  return (
    <ImageViewer.Multi
      images={images}
      visible={index !== null}
      defaultIndex={index ?? 0}
      onClose={onClose}
      renderFooter={() => (
        <div className={styles.viewerFooter}>
          <Button size="small" fill="outline" onClick={onClose}>
            {homeworkText.closeViewer}
          </Button>
        </div>
      )}
    />
  );
}
