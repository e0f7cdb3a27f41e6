import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { authMutations, getApiConfig, isApiError } from '@medteach/api-client';
import { updatePwdBody } from '@medteach/contract';
import { zodRule } from '@medteach/mobile-shell';
import { ensureAntdMobileRender, PageHeader, useBackOrHome } from '@medteach/ui-kit';
import { WEB_HOME_PATH } from '../../app/paths';
import { passwordText as text } from './messages';

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Opened directly (nothing of the app behind it), back leads to the home's 我的 tab. */
const ME_TAB = `${WEB_HOME_PATH}?tab=me`;

/**
 * /password: 修改密码 of the signed-in student (issue 18, 我的 tab; RuoYi `PUT /system/user/profile/updatePwd`). The
 * fields follow the contract's updatePwdBody (the server's own messages), the new password is typed twice. A refusal
 * (旧密码错误, too many tries) shows under 旧密码 and everything typed stays. The server ends the account's other
 * sessions and keeps this one, so success says 修改成功 and goes back, still signed in.
 */
export default function PasswordPage() {
  const [form] = Form.useForm<Fields>();
  const back = useBackOrHome(ME_TAB);
  // silent: this page shows every failure itself (a refusal beside the field, not as a toast over it).
  const update = useMutation(authMutations.updatePassword({ silent: true }));

  const submit = async ({ oldPassword, newPassword }: Fields) => {
    try {
      await update.mutateAsync({ oldPassword, newPassword });
    } catch (e) {
      if (isApiError(e) && e.kind === 'business') form.setFields([{ name: 'oldPassword', errors: [e.message] }]);
      // A lapsed session has its own dialog; anything else (no network) is said once, the form stays as typed.
      else if (!isApiError(e) || (e.kind !== 'session' && e.kind !== 'cancelled')) getApiConfig().notifier.error(e instanceof Error ? e.message : String(e));
      return;
    }
    // antd-mobile's imperative Toast needs React 19's renderer installed first (ui-kit react19.ts).
    ensureAntdMobileRender();
    Toast.show({ icon: 'success', content: text.saved });
    back();
  };

  return (
    <main style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <PageHeader title={text.title} onBack={back} />
      <Form
        form={form}
        mode="card"
        // Every field is needed: no asterisk (it would also be read out as part of each field's name).
        requiredMarkStyle="none"
        onFinish={(values: Fields) => void submit(values)}
        footer={
          <>
            <p style={{ margin: '0 0 12px', fontSize: 13, color: 'var(--adm-color-weak)' }}>{text.hint}</p>
            <Button block type="submit" color="primary" size="large" loading={update.isPending}>
              {text.submit}
            </Button>
          </>
        }
      >
        <Form.Item name="oldPassword" label={text.oldPassword} rules={[zodRule(updatePwdBody.shape.oldPassword)]}>
          <Input type="password" placeholder={text.oldPasswordPlaceholder} autoComplete="current-password" clearable />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={text.newPassword}
          dependencies={['oldPassword']}
          rules={[
            zodRule(updatePwdBody.shape.newPassword),
            ({ getFieldValue }) => ({
              validator: (_rule: unknown, value: string | undefined) =>
                !value || value !== getFieldValue('oldPassword') ? Promise.resolve() : Promise.reject(new Error(text.sameAsOld)),
            }),
          ]}
        >
          <Input type="password" placeholder={text.newPasswordPlaceholder} autoComplete="new-password" clearable />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={text.confirmPassword}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: text.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_rule: unknown, value: string | undefined) =>
                !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(text.mismatch)),
            }),
          ]}
        >
          <Input type="password" placeholder={text.confirmPasswordPlaceholder} autoComplete="new-password" clearable />
        </Form.Item>
      </Form>
    </main>
  );
}
