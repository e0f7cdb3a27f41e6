import { useState } from 'react';
import { Button, Checkbox, Popup } from 'antd-mobile';
import { CheckAllList } from '@medteach/ui-kit';
import { compositionText } from './messages';

export interface ChapterTreeNode {
  id: number;
  label: string;
  children?: readonly ChapterTreeNode[] | null;
}

/** Selectable ids of the tree: the chapters (second level); a subject without chapters counts as one. */
export function leafIdsOf(subjects: readonly ChapterTreeNode[]): number[] {
  return subjects.flatMap((s) => (s.children && s.children.length > 0 ? s.children.map((c) => c.id) : [s.id]));
}

interface ChapterTreePopupProps {
  visible: boolean;
  subjects: readonly ChapterTreeNode[];
  value: readonly number[];
  onClose: () => void;
  onConfirm: (chapterIds: number[]) => void;
}

/** 章节选择 (spec §2): the chosen subjects with their chapters, a subject ticks all of its chapters, 全选 and 确定. */
export function ChapterTreePopup(props: ChapterTreePopupProps) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} onClose={props.onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '75vh', overflowY: 'auto' }}>
      {props.visible && <ChapterTree {...props} />}
    </Popup>
  );
}

function ChapterTree({ subjects, value, onClose, onConfirm }: ChapterTreePopupProps) {
  const [draft, setDraft] = useState<number[]>([...value]);
  const all = leafIdsOf(subjects);
  const chosen = new Set(draft);
  const allChosen = all.length > 0 && all.every((id) => chosen.has(id));

  /** Replaces the ticks of one subject, keeping the others. */
  const setGroup = (groupIds: readonly number[], picked: readonly number[]) => {
    const outside = draft.filter((id) => !groupIds.includes(id));
    setDraft(all.filter((id) => outside.includes(id) || picked.includes(id)));
  };

  return (
    <div role="dialog" aria-label={compositionText.chapters} style={{ padding: '12px 16px 16px' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 8 }}>
        <strong style={{ fontSize: 16 }}>{compositionText.chapters}</strong>
        <Checkbox checked={allChosen} indeterminate={!allChosen && draft.length > 0} onChange={() => setDraft(allChosen ? [] : all)}>
          {compositionText.selectAll}
        </Checkbox>
      </div>
      {subjects.map((subject) => {
        const chapters = subject.children && subject.children.length > 0 ? subject.children : [subject];
        const ids = chapters.map((c) => c.id);
        return (
          <div key={subject.id} style={{ borderTop: '1px solid #f0f0f0', paddingLeft: 4 }}>
            <CheckAllList
              label={subject.label}
              allLabel={subject.label}
              options={chapters.map((c) => ({ value: c.id, label: c.label }))}
              value={draft.filter((id) => ids.includes(id))}
              onChange={(picked) => setGroup(ids, picked)}
            />
          </div>
        );
      })}
      <Button
        block
        color="primary"
        shape="rounded"
        style={{ marginTop: 12 }}
        onClick={() => {
          onConfirm(draft);
          onClose();
        }}
      >
        {compositionText.confirm}
      </Button>
    </div>
  );
}
