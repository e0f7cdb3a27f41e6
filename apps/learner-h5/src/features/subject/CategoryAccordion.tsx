import { Collapse } from 'antd-mobile';
import type { CategoryTreeNode } from '@medteach/contract';
import { categoryEntry, isFlagSet, type CategoryEntry } from '@medteach/question-engine';
import { subjectText } from './messages';

/** A chapter of a study bank as the tree sends it (spec §3 "Tree node"). */
type ChapterNode = CategoryTreeNode;

/**
 * What tapping a sub-chapter does (spec §4): the unlock / demo flags are the chapter's (or its parent's), the index
 * is the sub-chapter's place in its chapter — a demo chapter opens only its first sub-chapter.
 */
export function subChapterEntry(parent: ChapterNode, child: ChapterNode, index: number): CategoryEntry {
  const isUnlock = isFlagSet(parent.isUnlock) || isFlagSet(child.isUnlock);
  const isDemo = isFlagSet(parent.isDemo) || isFlagSet(child.isDemo);
  return categoryEntry({ isUnlock, isDemo, totalNum: child.totalNum }, index);
}

function Progress({ node }: { node: ChapterNode }) {
  const studied = Number(node.studyNum ?? 0);
  const total = Number(node.totalNum ?? 0);
  return (
    <span aria-label={subjectText.progressLabel(studied, total)} style={{ color: 'var(--adm-color-weak)', fontSize: 13, fontVariantNumeric: 'tabular-nums' }}>
      {subjectText.progress(studied, total)}
    </span>
  );
}

function Lock() {
  return (
    <svg role="img" aria-label={subjectText.locked} viewBox="0 0 16 16" width="15" height="15" fill="none" stroke="#999" strokeWidth="1.5">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}

interface CategoryAccordionProps {
  chapters: readonly ChapterNode[];
  /** Open chapter id ('' = all closed); controlled so a purchase callback can reset it. */
  activeKey: string;
  onActiveKey: (key: string) => void;
  onOpen: (parent: ChapterNode, child: ChapterNode, entry: CategoryEntry) => void;
  /** The sub-category picked in the drawer: marked and scrolled into view. */
  highlight?: number;
}

/** The two-level accordion of spec §2: chapters with studied/total and a lock icon, sub-chapters open practice. */
export function CategoryAccordion({ chapters, activeKey, onActiveKey, onOpen, highlight }: CategoryAccordionProps) {
  return (
    <Collapse accordion activeKey={activeKey || null} onChange={(key) => onActiveKey(key ?? '')}>
      {chapters.map((chapter) => (
        <Collapse.Panel
          key={String(chapter.id)}
          title={
            <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ flex: 1, fontWeight: 500 }}>{chapter.label}</span>
              {isFlagSet(chapter.isDemo) && !isFlagSet(chapter.isUnlock) && <span style={{ color: 'var(--adm-color-warning)', fontSize: 12 }}>{subjectText.demo}</span>}
              {!isFlagSet(chapter.isUnlock) && <Lock />}
              <Progress node={chapter} />
            </span>
          }
        >
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {(chapter.children ?? []).map((child, index) => {
              const entry = subChapterEntry(chapter, child, index);
              return (
                <li key={child.id}>
                  <button
                    type="button"
                    data-entry={entry}
                    aria-current={child.id === highlight ? 'true' : undefined}
                    ref={child.id === highlight ? (el) => el?.scrollIntoView?.({ block: 'center' }) : undefined}
                    onClick={() => onOpen(chapter, child, entry)}
                    style={{ display: 'flex', alignItems: 'center', gap: 8, width: '100%', padding: '12px 4px', border: 0, borderBottom: '1px solid #f5f5f5', background: child.id === highlight ? '#f0f6ff' : 'none', textAlign: 'left', fontSize: 14, color: 'var(--adm-color-text)' }}
                  >
                    <span style={{ flex: 1 }}>{child.label}</span>
                    {entry === 'locked' && <Lock />}
                    <Progress node={child} />
                  </button>
                </li>
              );
            })}
          </ul>
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}
