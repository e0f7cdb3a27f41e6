import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { CourseAdminMessages, RESOURCE_EXTENSIONS, ResourceFileType, courseResourceBody, type CourseResourceAdmin, type CourseResourceBody } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { courseAdminMutations } from './api';
import { courseText } from './messages';
import { ResourceUpload } from './ResourceUpload';

const text = courseText.resource;
const TYPE_OPTIONS = Object.values(ResourceFileType).map((value) => ({ value, label: text.types[value] }));
type Values = Omit<CourseResourceBody, 'onlineCourseId' | 'onlineCourseResourceId'>;
const NEW_RESOURCE: Values = { fileName: '', fileType: ResourceFileType.VIDEO, fileUrl: '', creditScore: 1 };

interface ResourceModalProps {
  onlineCourseId: number;
  /** The resource, or `{}` for a new one (the parent renders the dialog only while editing). */
  editing: Partial<CourseResourceAdmin>;
  onClose: () => void;
}

/** 添加 / 修改课程资源: the type decides what is uploaded (or, for 外链, typed in); credits per resource. */
export function ResourceModal({ onlineCourseId, editing, onClose }: ResourceModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useMutation(courseAdminMutations.saveResource);
  const fileType = Number(Form.useWatch('fileType', form) ?? ResourceFileType.VIDEO);
  const isLink = fileType === ResourceFileType.LINK;
  const id = editing.onlineCourseResourceId;

  const submit = (values: Values) =>
    save.mutate(courseResourceBody.parse({ ...values, onlineCourseId, onlineCourseResourceId: id }) as CourseResourceBody, {
      onSuccess: () => {
        void message.success(id ? messages.crud.editOk : messages.crud.addOk);
        onClose();
      },
    });
  // A different type takes different files: the one uploaded for the old type no longer fits.
  const typeChanged = () => form.setFieldValue('fileUrl', '');

  return (
    <Modal
      open
      title={id ? text.editTitle : text.addTitle}
      okText={messages.crud.confirm}
      cancelText={messages.crud.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values> name="resourceForm" form={form} labelCol={{ span: 5 }} onFinish={submit} initialValues={{ ...NEW_RESOURCE, ...editing }}>
        <Form.Item name="fileType" label={text.fileType} rules={requiredRule(text.fileType, { whitespace: false })}>
          <Select options={TYPE_OPTIONS} onChange={typeChanged} />
        </Form.Item>
        {isLink ? (
          <Form.Item name="fileUrl" label={text.link} rules={[...requiredRule(text.link), { pattern: /^https?:\/\/\S+$/, message: CourseAdminMessages.wrongLinkUrl }]}>
            <Input placeholder={text.linkPlaceholder} />
          </Form.Item>
        ) : (
          <Form.Item name="fileUrl" label={text.file} rules={[{ required: true, message: text.fileRequired }]}>
            <ResourceUpload
              types={RESOURCE_EXTENSIONS[fileType] ?? []}
              onChange={(url, originalName) => {
                form.setFieldValue('fileUrl', url);
                // The file's own name is a good first name for the resource.
                if (url && !form.getFieldValue('fileName')) form.setFieldValue('fileName', originalName);
                void form.validateFields(['fileUrl']).catch(() => undefined);
              }}
            />
          </Form.Item>
        )}
        <Form.Item name="fileName" label={text.fileName} rules={requiredRule(text.fileName)}>
          <Input maxLength={200} placeholder={messages.crud.pleaseEnter(text.fileName)} />
        </Form.Item>
        <Form.Item name="creditScore" label={text.creditScore} rules={requiredRule(text.creditScore, { whitespace: false })}>
          <InputNumber min={0} max={10000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
