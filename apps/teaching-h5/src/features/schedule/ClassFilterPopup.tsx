import { useState } from 'react';
import { Button, CheckList, Popup } from 'antd-mobile';
import type { SchoolClass } from '@medteach/contract';
import { scheduleText } from './messages';
import styles from './schedule.module.css';

interface Props {
  visible: boolean;
  classes: readonly SchoolClass[];
  classId: number | null;
  onClose: () => void;
  /** null = all classes of the major. */
  onConfirm: (picked: SchoolClass | null) => void;
}

/** Grade/class filter (spec §2): a bottom popup with 重置 (clear the pick) and 确定 (apply it). */
export function ClassFilterPopup({ visible, classes, classId, onClose, onConfirm }: Props) {
  const [draft, setDraft] = useState<number | null>(classId);
  // Each opening starts from the applied filter (set while rendering, so it is there before the first tap).
  const [wasVisible, setWasVisible] = useState(visible);
  if (wasVisible !== visible) {
    setWasVisible(visible);
    if (visible) setDraft(classId);
  }
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className={styles.popupBody}>
        <CheckList value={draft === null ? [] : [String(draft)]} onChange={(v) => setDraft(v.length ? Number(v[0]) : null)}>
          {classes.map((c) => (
            <CheckList.Item key={c.id} value={String(c.id)}>
              {c.className}
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
      <div className={styles.popupActions}>
        <Button onClick={() => setDraft(null)}>{scheduleText.reset}</Button>
        <Button color="primary" onClick={() => onConfirm(classes.find((c) => c.id === draft) ?? null)}>
          {scheduleText.confirm}
        </Button>
      </div>
    </Popup>
  );
}
