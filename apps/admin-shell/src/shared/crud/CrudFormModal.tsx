import { useEffect, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
import { messages } from '../../messages';

const crud = messages.crud;

/**
 * RuoYi's rule for a required field: `<label>不能为空`. `whitespace` (text fields) also refuses blanks only; leave it
 * off for numbers and text areas, since any key besides `required` makes the validator check the value is a string.
 */
export const requiredRule = (label: string, { whitespace = true } = {}) => [whitespace ? { required: true, whitespace, message: `${label}不能为空` } : { required: true, message: `${label}不能为空` }];

interface CrudFormModalProps<Body> {
  /** The form's name (its id in the page). */
  name: string;
  title: string;
  /** null: closed; otherwise the fields to show (over `defaults`). */
  editing: object | null;
  /** Values a new row starts with. Must keep its identity between renders (a module constant): a new object
   *  would fill the fields in again on every render and undo what was typed. */
  defaults: Partial<Body>;
  saving: boolean;
  onSave: (values: Body) => void;
  onCancel: () => void;
  children: ReactNode;
  /** The page's own form instance, when its fields watch each other (Form.useWatch). */
  form?: FormInstance<Body>;
}

/** The add / edit dialog of a RuoYi list: 确 定 submits (and spins while saving), 取 消 closes. */
export function CrudFormModal<Body extends object>({ name, title, editing, defaults, saving, onSave, onCancel, children, form: given }: CrudFormModalProps<Body>) {
  const [form] = Form.useForm<Body>(given);
  useEffect(() => {
    // The row may carry more than the body (createTime…): the schema the page parses with drops it.
    if (editing) form.setFieldsValue({ ...defaults, ...editing } as Parameters<typeof form.setFieldsValue>[0]);
    else form.resetFields();
  }, [editing, defaults, form]);

  return (
    <Modal open={!!editing} title={title} okText={crud.confirm} cancelText={crud.cancel} confirmLoading={saving} onOk={() => form.submit()} onCancel={onCancel} forceRender>
      <Form<Body> name={name} form={form} labelCol={{ span: 5 }} onFinish={onSave}>
        {children}
      </Form>
    </Modal>
  );
}
