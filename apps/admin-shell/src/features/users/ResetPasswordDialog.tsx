import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Typography } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type SysUserRow } from '@medteach/contract';
import { messages } from '../../messages';
import { userMutations } from './api';
import { userText as text } from './messages';

const LENGTH_MESSAGE = `用户密码长度必须在${PASSWORD_MIN_LENGTH}到${PASSWORD_MAX_LENGTH}个字符之间`;

/** RuoYi's 重置密码 prompt, as a dialog: the new password (5–20 characters); the user's sessions end on the server. */
export function ResetPasswordDialog({ user, onClose }: { user: SysUserRow | null; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const { message } = App.useApp();
  const reset = useMutation(userMutations.resetPwd);
  const submit = ({ password }: { password: string }) =>
    user &&
    reset.mutate(
      { userId: user.userId, password },
      {
        onSuccess: () => {
          void message.success(text.resetPwdOk(password));
          onClose();
        },
      },
    );

  return (
    <Modal
      open={!!user}
      title={user ? text.resetPwdTitle(user.userName) : ''}
      okText={messages.crud.confirm}
      cancelText={messages.crud.cancel}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} name="resetPwdForm" layout="vertical" onFinish={submit}>
        <Form.Item
          name="password"
          label={user ? text.resetPwdPrompt(user.userName) : text.newPassword}
          rules={[
            { required: true, message: '请输入新密码' },
            { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, message: LENGTH_MESSAGE },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder={messages.crud.pleaseEnter(text.newPassword)} />
        </Form.Item>
        <Typography.Text type="secondary">{text.resetPwdNote}</Typography.Text>
      </Form>
    </Modal>
  );
}
