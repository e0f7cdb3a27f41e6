import { useState } from 'react';
import { Button, Popup, TextArea } from 'antd-mobile';
import { toast, TOAST_MS } from '@medteach/ui-kit';
import { NOTE_MAX_LENGTH } from './constants';
import { answeringText } from './messages';

interface NotePopupProps {
  visible: boolean;
  /** The saved note (the question's `mark`). */
  initial: string;
  onClose: () => void;
  /** Resolves true when the server stored it (spec §8: a failed save shows nothing and keeps the popup open). */
  onSave: (mark: string) => Promise<boolean>;
}

/** Note popup (spec §4): at most 1000 characters; after saving, 保存成功 shows for 1 s and then the popup closes. */
export function NotePopup({ visible, initial, onClose, onSave }: NotePopupProps) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const saved = await onSave(text);
    setSaving(false);
    if (!saved) return;
    toast(answeringText.noteSaved);
    setTimeout(onClose, TOAST_MS);
  };

  return (
    // The padding sits inside the body: on the full-width body itself it was added to the 100 % width (content-box),
    // making the popup 422 px on a 390 px phone with the counter and the button cut off.
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div role="dialog" aria-label={answeringText.note} style={{ padding: 16, boxSizing: 'border-box' }}>
        <strong style={{ display: 'block', marginBottom: 8 }}>{answeringText.myNote}</strong>
        <TextArea
          aria-label={answeringText.note}
          placeholder={answeringText.notePlaceholder}
          value={text}
          onChange={setText}
          maxLength={NOTE_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 4, maxRows: 8 }}
          style={{ background: '#f7f8fa', borderRadius: 8, padding: 8, boxSizing: 'border-box' }}
        />
        <Button block color="primary" shape="rounded" loading={saving} disabled={saving} onClick={() => void save()} style={{ marginTop: 12 }}>
          {answeringText.save}
        </Button>
      </div>
    </Popup>
  );
}
