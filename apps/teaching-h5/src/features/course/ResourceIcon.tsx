import type { ResourceKind } from './course-rules';
import { courseText } from './messages';

/** Colour and glyph per preview kind, so a learner tells video, image, audio, link and document apart at a glance. */
const ICONS: Record<ResourceKind, { color: string; path: string }> = {
  video: { color: '#1677ff', path: 'M4 6h11v12H4zM15 10l5-3v10l-5-3z' },
  image: { color: '#00b578', path: 'M4 5h16v14H4zM7 16l3.5-4.5 2.5 3 2-2.5 3 4zM8.5 9.5a1.5 1.5 0 1 0 0.01 0' },
  audio: { color: '#ff8f1f', path: 'M9 17V6l10-2v11M9 17a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0zM19 15a2.5 2.5 0 1 1-5 0 2.5 2.5 0 0 1 5 0z' },
  link: { color: '#7b61ff', path: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1' },
  document: { color: '#86909c', path: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6' },
};

export function ResourceIcon({ kind }: { kind: ResourceKind }) {
  const { color, path } = ICONS[kind];
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" role="img" aria-label={courseText.fileKinds[kind]} data-kind={kind}>
      <rect width="24" height="24" rx="6" fill={color} opacity="0.12" />
      <path d={path} fill="none" stroke={color} strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
