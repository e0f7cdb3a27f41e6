import { useState } from 'react';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { compositionText } from './messages';

export interface ChapterTreeNode {
  id: number;
  label: string;
  children?: readonly ChapterTreeNode[] | null;
}

/** A subject's selectable ids: its chapters (second level); a subject without chapters counts as one. */
export const chapterIdsOf = (subject: ChapterTreeNode): number[] =>
  subject.children && subject.children.length > 0 ? subject.children.map((c) => c.id) : [subject.id];

/** Selectable ids of the whole tree. */
export function leafIdsOf(subjects: readonly ChapterTreeNode[]): number[] {
  return subjects.flatMap(chapterIdsOf);
}

/** The draft after ticking / unticking a whole subject: every one of its chapters on, or all off. */
export function toggleSubject(all: readonly number[], draft: readonly number[], subjectIds: readonly number[]): number[] {
  const everyOn = subjectIds.every((id) => draft.includes(id));
  return all.filter((id) => (subjectIds.includes(id) ? !everyOn : draft.includes(id)));
}

/** The draft after ticking / unticking one chapter, kept in tree order. */
export function toggleChapter(all: readonly number[], draft: readonly number[], chapterId: number): number[] {
  const on = !draft.includes(chapterId);
  return all.filter((id) => (id === chapterId ? on : draft.includes(id)));
}

interface ChapterTreePopupProps {
  visible: boolean;
  subjects: readonly ChapterTreeNode[];
  value: readonly number[];
  onClose: () => void;
  onConfirm: (chapterIds: number[]) => void;
}

/** 章节选择 (spec §2): the chosen subjects, each folding out its chapters indented beneath it; 全选 and 确定. */
export function ChapterTreePopup(props: ChapterTreePopupProps) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '75vh', display: 'flex', flexDirection: 'column' }}
    >
      {props.visible && <ChapterTree {...props} />}
    </Popup>
  );
}

const INDENT_PX = 34;

function ChapterTree({ subjects, value, onClose, onConfirm }: ChapterTreePopupProps) {
  const all = leafIdsOf(subjects);
  const [draft, setDraft] = useState<number[]>(() => all.filter((id) => value.includes(id)));
  // Subjects with a chapter already chosen open folded out; with nothing chosen yet, the first one does.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => {
    const withChoice = subjects.filter((s) => chapterIdsOf(s).some((id) => value.includes(id))).map((s) => s.id);
    return new Set(withChoice.length > 0 ? withChoice : subjects.slice(0, 1).map((s) => s.id));
  });
  const allChosen = all.length > 0 && all.every((id) => draft.includes(id));
  const flip = (subjectId: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(subjectId)) next.add(subjectId);
      return next;
    });

  return (
    <div role="dialog" aria-label={compositionText.chapters} style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '14px 16px 10px', borderBottom: '1px solid #f0f0f0' }}>
        <strong style={{ fontSize: 16 }}>{compositionText.chapters}</strong>
        <Checkbox checked={allChosen} indeterminate={!allChosen && draft.length > 0} onChange={() => setDraft(allChosen ? [] : all)}>
          {compositionText.selectAll}
        </Checkbox>
      </div>
      <ul aria-label={compositionText.chapters} style={{ listStyle: 'none', margin: 0, padding: '0 16px', overflowY: 'auto', flex: 1 }}>
        {subjects.map((subject) => {
          const ids = chapterIdsOf(subject);
          const hasChapters = ids[0] !== subject.id;
          const picked = ids.filter((id) => draft.includes(id)).length;
          const expanded = hasChapters && open.has(subject.id);
          return (
            <li key={subject.id} style={{ borderBottom: '1px solid #f5f5f5' }}>
              <div style={{ display: 'flex', alignItems: 'center', minHeight: 46 }}>
                <Checkbox checked={picked === ids.length} indeterminate={picked > 0 && picked < ids.length} onChange={() => setDraft(toggleSubject(all, draft, ids))}>
                  <span style={{ fontSize: 15, fontWeight: 500 }}>{subject.label}</span>
                </Checkbox>
                {hasChapters && (
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-label={expanded ? compositionText.foldChapters(subject.label) : compositionText.unfoldChapters(subject.label)}
                    onClick={() => flip(subject.id)}
                    style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 6, border: 0, background: 'none', padding: '10px 0 10px 12px', color: 'var(--adm-color-weak)', fontSize: 13 }}
                  >
                    {compositionText.chosenOf(picked, ids.length)}
                    <span aria-hidden style={{ display: 'inline-block', transition: 'transform .2s', transform: expanded ? 'rotate(90deg)' : 'none' }}>
                      ›
                    </span>
                  </button>
                )}
              </div>
              {expanded && (
                <ul role="group" aria-label={subject.label} style={{ listStyle: 'none', margin: 0, padding: `0 0 8px ${INDENT_PX}px`, display: 'flex', flexDirection: 'column', gap: 14 }}>
                  {(subject.children ?? []).map((chapter) => (
                    <li key={chapter.id}>
                      <Checkbox checked={draft.includes(chapter.id)} onChange={() => setDraft(toggleChapter(all, draft, chapter.id))}>
                        <span style={{ fontSize: 14 }}>{chapter.label}</span>
                      </Checkbox>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <div style={{ padding: '10px 16px calc(10px + env(safe-area-inset-bottom))', borderTop: '1px solid #f0f0f0' }}>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => {
            onConfirm(draft);
            onClose();
          }}
        >
          {compositionText.confirm}
        </Button>
      </div>
    </div>
  );
}
