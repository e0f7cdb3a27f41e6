import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import {
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_ROLES,
  USER_ROLE_LABELS,
  USER_SEX_LABELS,
  userBody,
  type SysUserRow,
  type UserBody,
} from '@medteach/contract';
import { messages } from '../../messages';
import { CrudFormModal, requiredRule } from '../../shared/crud/CrudFormModal';
import { RemarkField, TextField } from '../../shared/crud/fields';
import type { CrudEditor } from '../../shared/crud/useCrudEditing';
import { userQueries } from './api';
import { userText as text } from './messages';

const crud = messages.crud;
/** A new account: a student, sex unknown, enabled (RuoYi's defaults). */
export const NEW_USER: Partial<UserBody> = { roles: ['student'], sex: '2', status: '0', nickName: '', phone: '', email: '', jobNumber: '', classId: null, majorId: null, remark: '', password: '' };
export const ROLE_OPTIONS = USER_ROLES.map((value) => ({ value, label: USER_ROLE_LABELS[value] }));
const SEX_OPTIONS = Object.entries(USER_SEX_LABELS).map(([value, label]) => ({ value, label }));
export const STATUS_OPTIONS = [
  { value: '0', label: text.normal },
  { value: '1', label: text.disabled },
];

/**
 * 添加用户 / 修改用户. A student belongs to a class and takes its major (the major picker follows the class);
 * staff pick a major directly. Values are checked with the contract schema the server uses.
 */
export function UserForm({ editor }: { editor: CrudEditor<SysUserRow, UserBody> }) {
  const [form] = Form.useForm<UserBody>();
  const classes = useQuery(userQueries.classOptions());
  const majors = useQuery(userQueries.majorOptions());
  const { editing } = editor;
  const isNew = !editing?.userId;
  const roles = Form.useWatch('roles', form) ?? [];
  const classId = Form.useWatch('classId', form);
  const isStudent = roles.includes('student');
  const classMajor = classes.data?.find((c) => c.classId === classId)?.majorId;

  // The major shown is the class's whenever a class is chosen.
  useEffect(() => {
    if (classId && classMajor !== undefined) form.setFieldValue('majorId', classMajor);
  }, [classId, classMajor, form]);

  return (
    <CrudFormModal<UserBody>
      name="userForm"
      title={isNew ? text.addTitle : text.editTitle}
      editing={editing}
      defaults={NEW_USER}
      saving={editor.saving}
      form={form}
      onSave={(v) => editor.save(userBody.parse({ ...v, userId: editing?.userId, password: isNew ? v.password : undefined }))}
      onCancel={editor.close}
    >
      <TextField name="realName" label={text.realName} required />
      <Form.Item name="nickName" label={text.nickName} extra={text.nickNameHelp}>
        <Input placeholder={crud.pleaseEnter(text.nickName)} maxLength={30} />
      </Form.Item>
      <Form.Item name="userName" label={text.userName} rules={requiredRule(text.userName)} extra={text.userNameHelp}>
        <Input placeholder={crud.pleaseEnter(text.userName)} maxLength={30} autoComplete="off" />
      </Form.Item>
      <TextField name="jobNumber" label={text.jobNumber} />
      <Form.Item name="phone" label={text.phone} rules={[{ pattern: /^(1\d{10})?$/, message: '请输入正确的手机号码' }]}>
        <Input placeholder={crud.pleaseEnter(text.phone)} maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="email" label={text.email} rules={[{ type: 'email', message: text.emailFormat }]}>
        <Input placeholder={crud.pleaseEnter(text.email)} maxLength={50} inputMode="email" />
      </Form.Item>
      <Form.Item name="sex" label={text.sex}>
        <Radio.Group options={SEX_OPTIONS} />
      </Form.Item>
      <Form.Item name="roles" label={text.roles} rules={[{ required: true, type: 'array', min: 1, message: '请选择角色' }]}>
        <Select mode="multiple" options={ROLE_OPTIONS} placeholder={crud.pleaseSelect(text.roles)} />
      </Form.Item>
      <Form.Item name="classId" label={text.className} rules={isStudent ? [{ required: true, message: text.classRequired }] : undefined}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={classes.isLoading}
          placeholder={crud.pleaseSelect(text.className)}
          options={classes.data?.map((c) => ({ value: c.classId, label: c.className }))}
        />
      </Form.Item>
      <Form.Item name="majorId" label={text.majorName} extra={classId ? text.majorFollowsClass : undefined}>
        <Select
          allowClear
          disabled={!!classId}
          loading={majors.isLoading}
          placeholder={crud.pleaseSelect(text.majorName)}
          options={majors.data?.map((m) => ({ value: m.majorId, label: m.majorName }))}
        />
      </Form.Item>
      <Form.Item name="status" label={crud.status}>
        <Radio.Group options={STATUS_OPTIONS} />
      </Form.Item>
      {isNew && (
        <Form.Item name="password" label={text.password} rules={[{ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, message: PASSWORD_LENGTH_MESSAGE }]}>
          <Input.Password placeholder={text.passwordPlaceholder} autoComplete="new-password" />
        </Form.Item>
      )}
      <RemarkField />
    </CrudFormModal>
  );
}
