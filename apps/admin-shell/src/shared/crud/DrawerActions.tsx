import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { messages } from '../../messages';

const crud = messages.crud;

interface DrawerActionsProps {
  onCancel: () => void;
  /** Submits the drawer's form: by its id (`<Form name>` as the button's `form`), or by a handler. */
  submit: { formId: string } | { onClick: () => void };
  saving: boolean;
  disabled?: boolean;
  /** 确 定 unless the drawer says otherwise (保存). */
  confirmText?: string;
  /** Buttons before 取 消 (预览). */
  children?: ReactNode;
}

/** The header buttons of an edit drawer (the drawer's `extra`): 取 消 and 确 定, the latter spinning while saving. */
export function DrawerActions({ onCancel, submit, saving, disabled, confirmText = crud.confirm, children }: DrawerActionsProps) {
  const submitProps = 'formId' in submit ? { htmlType: 'submit' as const, form: submit.formId } : { onClick: submit.onClick };
  return (
    <Space>
      {children}
      <Button onClick={onCancel}>{crud.cancel}</Button>
      <Button type="primary" loading={saving} disabled={disabled} {...submitProps}>
        {confirmText}
      </Button>
    </Space>
  );
}
