import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Attachment } from '../model/attachment';
import { AudioPlayer } from './AudioPlayer';
import { QE_MESSAGES } from './messages';

/**
 * antd-mobile is loaded only when an image is zoomed: its modules import CSS, which would break Node tools that
 * import this library for the pure model. The declarative viewer is used because antd-mobile's imperative
 * `ImageViewer.show` needs an app-level render patch under React 19.
 */
const ImageViewer = lazy(() => import('./ImageZoom'));

function VideoPlayer({ src }: { src: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    return () => video?.pause();
  }, [src]);
  return <video ref={videoRef} src={src} controls preload="metadata" aria-label={QE_MESSAGES.video} style={{ width: '100%' }} />;
}

interface AttachmentsProps {
  attachments: readonly Attachment[];
  fontSize: number;
  /** Overrides the antd-mobile ImageViewer (tests, or a screen with its own viewer). */
  onZoomImage?: (url: string) => void;
}

export function Attachments({ attachments, fontSize, onZoomImage }: AttachmentsProps) {
  const [zoomed, setZoomed] = useState<string | null>(null);
  if (attachments.length === 0) return null;
  const zoom = onZoomImage ?? setZoomed;
  return (
    <div className="qe-attachments">
      {zoomed !== null && (
        <Suspense fallback={null}>
          <ImageViewer image={zoomed} visible onClose={() => setZoomed(null)} />
        </Suspense>
      )}
      {attachments.map((attachment, i) => {
        const key = `${i}-${attachment.url}`;
        switch (attachment.kind) {
          case 'image':
            return (
              <button
                key={key}
                type="button"
                aria-label={QE_MESSAGES.zoomImage}
                onClick={() => zoom(attachment.url)}
                style={{ display: 'block', padding: 0, border: 0, background: 'none', margin: '8px 0' }}
              >
                <img src={attachment.url} alt={QE_MESSAGES.image} style={{ maxWidth: '100%' }} />
              </button>
            );
          case 'audio':
            return <AudioPlayer key={key} src={attachment.url} fontSize={fontSize} />;
          case 'video':
            return <VideoPlayer key={key} src={attachment.url} />;
          default:
            return (
              <a key={key} href={attachment.url} target="_blank" rel="noreferrer" style={{ fontSize }}>
                {QE_MESSAGES.file}
              </a>
            );
        }
      })}
    </div>
  );
}
