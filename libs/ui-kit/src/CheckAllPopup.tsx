/**
 * A bottom filter popup around CheckAllList (spec §2 wrong-answer / favourite lists: All, per-category counts,
 * 重置 and 完成). Ticks are a draft until 完成; 重置 clears the draft; closing without 完成 keeps the old filter.
 */
import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { CheckAllList, type CheckOption, type CheckValue } from './CheckAllList';
import { uiText } from './messages';

export interface CheckAllPopupProps<V extends CheckValue> {
  visible: boolean;
  title: string;
  options: readonly CheckOption<V>[];
  value: readonly V[];
  onClose: () => void;
  onDone: (value: V[]) => void;
}

export function CheckAllPopup<V extends CheckValue>(props: CheckAllPopupProps<V>) {
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} onClose={props.onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '70vh', overflowY: 'auto' }}>
      {/* Mounted per opening, so the draft starts from the applied filter each time. */}
      {props.visible && <CheckAllPopupBody {...props} />}
    </Popup>
  );
}

function CheckAllPopupBody<V extends CheckValue>({ title, options, value, onClose, onDone }: CheckAllPopupProps<V>) {
  const [draft, setDraft] = useState<V[]>([...value]);
  return (
    <div role="dialog" aria-label={title} style={{ padding: '12px 16px 16px' }}>
      <strong style={{ display: 'block', fontSize: 16, marginBottom: 4 }}>{title}</strong>
      <CheckAllList label={title} options={options} value={draft} onChange={setDraft} />
      <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
        <Button block shape="rounded" onClick={() => setDraft([])}>
          {uiText.reset}
        </Button>
        <Button
          block
          shape="rounded"
          color="primary"
          onClick={() => {
            onDone(draft);
            onClose();
          }}
        >
          {uiText.done}
        </Button>
      </div>
    </div>
  );
}
