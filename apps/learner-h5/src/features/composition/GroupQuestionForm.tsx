import { useState, type CSSProperties } from 'react';
import { Button, Form, Input, List, Radio, Space, Stepper } from 'antd-mobile';
import { CheckAllList, uiText, type CheckOption } from '@medteach/ui-kit';
import { ChapterTreePopup, type ChapterTreeNode } from './ChapterTreePopup';
import { Classification, clampQuantity, maxQuantity, type ClassificationValue } from './composition-rules';
import { compositionText } from './messages';

/** What the count and create calls need from the form (spec §3 "Composition request", without bank and major). */
export interface CompositionChoice {
  categoryIds: number[];
  questionTypes: number[];
  type: ClassificationValue;
}

interface GroupQuestionFormProps {
  /** Subjects (first level) with their chapters. */
  subjects: readonly ChapterTreeNode[];
  questionTypes: readonly CheckOption<number>[];
  /** Questions matching the current choice; undefined while counting. */
  matching: number | undefined;
  onChoice: (choice: CompositionChoice) => void;
  onStart: (input: { choice: CompositionChoice; title: string; num: number }) => void;
  starting: boolean;
  /** Set when the count failed (silently, spec §7): the quantity offers 重试 instead of a number. */
  onRetryCount?: () => void;
}

/** Chapters when any are picked, else the chosen subjects. */
export function categoryIdsOf(subjectIds: readonly number[], chapterIds: readonly number[]): number[] {
  return chapterIds.length > 0 ? [...chapterIds] : [...subjectIds];
}

/** The form's starting choice: every subject, every type, undone questions. */
export function defaultChoice(subjects: readonly ChapterTreeNode[], questionTypes: readonly CheckOption<number>[]): CompositionChoice {
  return { categoryIds: subjects.map((s) => s.id), questionTypes: questionTypes.map((t) => t.value), type: Classification.UNDONE };
}

const CLASSIFICATIONS: ClassificationValue[] = [Classification.UNDONE, Classification.WRONG, Classification.FAVOURITE];

/** 智能组题 form (spec §2, §5). The quantity follows the matching count: default and maximum min(count, 200). */
export function GroupQuestionForm({ subjects, questionTypes, matching, onChoice, onStart, starting, onRetryCount }: GroupQuestionFormProps) {
  const [subjectIds, setSubjectIds] = useState<number[]>(() => subjects.map((s) => s.id));
  const [chapterIds, setChapterIds] = useState<number[]>([]);
  const [types, setTypes] = useState<number[]>(() => questionTypes.map((t) => t.value));
  const [type, setType] = useState<ClassificationValue>(Classification.UNDONE);
  const [quantity, setQuantity] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [treeOpen, setTreeOpen] = useState(false);

  const max = maxQuantity(matching);
  // Until the learner sets a number, the quantity is the maximum; a later, smaller count caps it.
  const num = quantity === null ? max : clampQuantity(quantity, matching);

  const choose = (next: Partial<{ subjectIds: number[]; chapterIds: number[]; types: number[]; type: ClassificationValue }>) => {
    const s = next.subjectIds ?? subjectIds;
    const c = next.chapterIds ?? chapterIds;
    setQuantity(null);
    onChoice({ categoryIds: categoryIdsOf(s, c), questionTypes: next.types ?? types, type: next.type ?? type });
  };

  const chosenSubjects = subjects.filter((s) => subjectIds.includes(s.id));
  const choice: CompositionChoice = { categoryIds: categoryIdsOf(subjectIds, chapterIds), questionTypes: types, type };

  return (
    <Form layout="vertical" footer={null} style={{ '--border-top': 'none' } as CSSProperties}>
      <Form.Item label={compositionText.subjects}>
        <CheckAllList
          label={compositionText.subjects}
          layout="wrap"
          options={subjects.map((s) => ({ value: s.id, label: s.label }))}
          value={subjectIds}
          onChange={(ids) => {
            setSubjectIds(ids);
            // Chapters of subjects no longer chosen drop out.
            const allowed = new Set(subjects.filter((s) => ids.includes(s.id)).flatMap((s) => [s.id, ...(s.children ?? []).map((c) => c.id)]));
            const kept = chapterIds.filter((id) => allowed.has(id));
            setChapterIds(kept);
            choose({ subjectIds: ids, chapterIds: kept });
          }}
        />
      </Form.Item>
      <List.Item
        onClick={() => setTreeOpen(true)}
        extra={chapterIds.length > 0 ? compositionText.chaptersChosen(chapterIds.length) : compositionText.chaptersAll}
        arrowIcon
      >
        {compositionText.chapters}
      </List.Item>
      <Form.Item label={compositionText.types}>
        <CheckAllList
          label={compositionText.types}
          layout="wrap"
          options={questionTypes}
          value={types}
          onChange={(next) => {
            setTypes(next);
            choose({ types: next });
          }}
        />
      </Form.Item>
      <Form.Item label={compositionText.classification}>
        <Radio.Group
          value={type}
          onChange={(v) => {
            setType(v as ClassificationValue);
            choose({ type: v as ClassificationValue });
          }}
        >
          <Space wrap>
            {CLASSIFICATIONS.map((c) => (
              <Radio key={c} value={c}>
                {compositionText.classifications[c]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={compositionText.quantity}
        extra={
          matching !== undefined ? (
            compositionText.available(max)
          ) : onRetryCount ? (
            <Button size="mini" color="primary" fill="outline" onClick={onRetryCount}>
              {uiText.retry}
            </Button>
          ) : null
        }
      >
        <Stepper aria-label={compositionText.quantity} min={0} max={max} digits={0} value={num} onChange={(v) => setQuantity(v)} />
      </Form.Item>
      <Form.Item label={compositionText.paperName}>
        <Input placeholder={compositionText.paperNamePlaceholder} value={title} onChange={setTitle} clearable aria-label={compositionText.paperName} />
      </Form.Item>
      <div style={{ padding: '12px 16px' }}>
        <Button block color="primary" shape="rounded" size="large" loading={starting} disabled={starting || num === 0} onClick={() => onStart({ choice, title: title.trim(), num })}>
          {compositionText.start}
        </Button>
      </div>
      <ChapterTreePopup
        visible={treeOpen}
        subjects={chosenSubjects}
        value={chapterIds}
        onClose={() => setTreeOpen(false)}
        onConfirm={(ids) => {
          setChapterIds(ids);
          choose({ chapterIds: ids });
        }}
      />
    </Form>
  );
}
