import { useState, type CSSProperties } from 'react';
import { Button, CenterPopup } from 'antd-mobile';
import { resolveFileUrl } from '@medteach/api-client';
import type { CourseResource } from '@medteach/contract';
import { copyText, toast } from '@medteach/ui-kit';
import { resourceKind } from './course-rules';
import { courseText } from './messages';
import styles from './course.module.css';

/** Spec §9: preview dialog 340 px wide; video preview 300 by 200. */
export const PREVIEW_DIALOG_WIDTH_PX = 340;
export const VIDEO_PREVIEW = { width: 300, height: 200 } as const;

/** 340 px, narrower only on phones thinner than the dialog. */
const DIALOG_SIZE = {
  '--min-width': `min(${PREVIEW_DIALOG_WIDTH_PX}px, 96vw)`,
  '--max-width': `min(${PREVIEW_DIALOG_WIDTH_PX}px, 96vw)`,
} as CSSProperties;

interface Props {
  resource: CourseResource | null;
  onClose: () => void;
}

/**
 * The resource preview (spec §2): image, video and audio play in place; anything else offers its address to copy
 * (复制打开外链 for a web page, 复制下载文件 for a document), since the in-app web view cannot open them.
 */
export function ResourcePreview({ resource, onClose }: Props) {
  return (
    <CenterPopup visible={resource !== null} onMaskClick={onClose} onClose={onClose} destroyOnClose style={DIALOG_SIZE}>
      {resource && (
        <div role="dialog" aria-label={resource.fileName} className={styles.preview}>
          <h2 className={styles.previewTitle}>{resource.fileName}</h2>
          <PreviewBody resource={resource} />
          <Button block fill="none" onClick={onClose}>
            {courseText.close}
          </Button>
        </div>
      )}
    </CenterPopup>
  );
}

function PreviewBody({ resource }: { resource: CourseResource }) {
  const url = resolveFileUrl(resource.fileUrl);
  const kind = resourceKind(resource);
  if (kind === 'image') return <img className={styles.previewImage} src={url} alt={resource.fileName} />;
  if (kind === 'video') return <video src={url} controls playsInline width={VIDEO_PREVIEW.width} height={VIDEO_PREVIEW.height} aria-label={resource.fileName} />;
  if (kind === 'audio') return <audio src={url} controls aria-label={resource.fileName} className={styles.previewAudio} />;
  return <CopyLink url={url} external={kind === 'link'} />;
}

function CopyLink({ url, external }: { url: string; external: boolean }) {
  // When copying fails the address stays on screen, selectable, for copying by hand.
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    if (await copyText(url)) {
      toast(external ? courseText.copiedOpenInBrowser : courseText.copied);
    } else {
      setFailed(true);
      toast(courseText.copyFailed);
    }
  };
  return (
    <div className={styles.copyLink}>
      {external && <p className={styles.hint}>{courseText.openInExternalBrowser}</p>}
      {failed && <p className={styles.manualCopy}>{url}</p>}
      <Button block color="primary" onClick={() => void copy()}>
        {external ? courseText.copyExternalLink : courseText.copyDownloadLink}
      </Button>
    </div>
  );
}
