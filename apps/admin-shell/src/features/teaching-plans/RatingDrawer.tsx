import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Result, Spin } from 'antd';
import { ratingBody, type RatingAdminItem, type RatingInput } from '@medteach/contract';
import { messages } from '../../messages';
import { TextField } from '../../shared/crud/fields';
import { DrawerActions } from '../../shared/crud/DrawerActions';
import { teachingPlanMutations, teachingPlanQueries } from './api';
import { ratingText as text } from './messages';
import { RatingItemsField } from './RatingItemsField';

const NEW_SCALE: RatingInput = { name: '', items: [{ name: '', children: [] }] };
/** A stored item as the form edits it: a parent's maximum is its sub-items' sum, so only leaves carry one. */
const toInput = (i: RatingAdminItem) => ({ id: i.id, name: i.name, maxScore: i.children.length ? undefined : i.maxScore, children: i.children.map(({ id, name, maxScore }) => ({ id, name, maxScore })) });

/** 添加 / 修改评分标准: the name and the items with their sub-items, saved together. ratingId 0 adds. */
export function RatingDrawer({ ratingId, onClose }: { ratingId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RatingInput>();
  const detail = useQuery({ ...teachingPlanQueries.rating(ratingId), enabled: ratingId > 0 });
  const save = useMutation(teachingPlanMutations.saveRating);
  const scale = detail.data;

  useEffect(() => {
    form.setFieldsValue(scale ? { name: scale.name, items: scale.items.map(toInput) } : NEW_SCALE);
  }, [scale, form]);

  const submit = (values: RatingInput) =>
    save.mutate(ratingBody.parse({ ...values, ratingId: ratingId || undefined }), {
      onSuccess: () => {
        void message.success(ratingId ? messages.crud.editOk : messages.crud.addOk);
        onClose();
      },
    });

  let body: React.ReactNode;
  if (ratingId && detail.isError) {
    body = <Result status="error" title={text.loadFailed} extra={<Button onClick={() => void detail.refetch()}>{text.retry}</Button>} />;
  } else if (ratingId && !scale) {
    body = <Spin style={{ display: 'block', marginTop: 80 }} />;
  } else {
    body = (
      <Form<RatingInput> name="ratingForm" form={form} layout="vertical" onFinish={submit} scrollToFirstError>
        <TextField name="name" label={text.name} required />
        <Form.Item label={text.items} required>
          <RatingItemsField />
        </Form.Item>
      </Form>
    );
  }

  return (
    <Drawer
      open
      width={720}
      title={ratingId ? text.edit : text.add}
      onClose={onClose}
      destroyOnHidden
      extra={<DrawerActions onCancel={onClose} submit={{ onClick: () => form.submit() }} saving={save.isPending} disabled={!!ratingId && !scale} />}
    >
      {body}
    </Drawer>
  );
}
