import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { authMutations } from '@medteach/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@medteach/contract';
import { profileText as text } from './messages';

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * 修改密码 for the signed-in user (issue 14): the old password is required, the new one twice. The server ends the
 * account's other sessions; a wrong old password comes back as the server's message (shown by the request layer)
 * and the dialog stays open with what was typed.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const { message } = App.useApp();
  const update = useMutation(authMutations.updatePassword());

  const submit = async () => {
    const { oldPassword, newPassword } = await form.validateFields();
    await update.mutateAsync({ oldPassword, newPassword });
    void message.success(text.saved);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={text.title}
      okText={text.save}
      cancelText={text.close}
      confirmLoading={update.isPending}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      // Nothing typed survives a close: the next open starts empty.
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark onFinish={() => submit().catch(() => undefined)}>
        <Form.Item name="oldPassword" label={text.oldPassword} rules={[{ required: true, message: text.oldPasswordRequired }]}>
          <Input.Password placeholder={text.oldPasswordPlaceholder} autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={text.newPassword}
          rules={[
            { required: true, message: text.newPasswordRequired },
            { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, message: text.newPasswordLength },
          ]}
        >
          <Input.Password placeholder={text.newPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={text.confirmPassword}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: text.confirmPasswordRequired },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(text.mismatch)),
            }),
          ]}
        >
          <Input.Password placeholder={text.confirmPasswordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        {/* Enter in any field submits. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
