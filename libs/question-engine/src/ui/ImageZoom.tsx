import { ImageViewer, type ImageViewerProps } from 'antd-mobile';

/**
 * antd-mobile's image viewer behind a module of our own, which Attachments imports dynamically. Importing
 * `antd-mobile` itself dynamically would not split it off: the apps load the antd-mobile barrel up front, so the
 * bundler would satisfy that import from the entry chunk and put the viewer (and its gesture library) there.
 */
export default function ImageZoom(props: ImageViewerProps) {
  return <ImageViewer {...props} />;
}
