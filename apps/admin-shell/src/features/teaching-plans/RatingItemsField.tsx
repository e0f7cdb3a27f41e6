import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { RATING_ITEM_SCORE_MAX, type RatingItemInput } from '@medteach/contract';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { ratingText as text } from './messages';

const crud = messages.crud;

/** 满分: a whole number of points, the top of the item's score range. */
function MaxScore({ name, label }: { name: (string | number)[]; label: string }) {
  return (
    <Form.Item name={name} rules={requiredRule(text.maxScore, { whitespace: false })} style={{ marginBottom: 0 }}>
      <InputNumber aria-label={label} min={1} max={RATING_ITEM_SCORE_MAX} precision={0} addonAfter="分" placeholder={text.maxScore} style={{ width: 130 }} />
    </Form.Item>
  );
}

/** A stored item's id, carried through the form unseen (onFinish returns registered fields only): items keep their ids. */
function KeptId({ name }: { name: (string | number)[] }) {
  return (
    <Form.Item name={name} hidden noStyle>
      <Input type="hidden" />
    </Form.Item>
  );
}

/** What an item scores: its own maximum, or the sum of its sub-items'. */
const itemMax = (item?: Partial<RatingItemInput>) =>
  item?.children?.length ? item.children.reduce((n, c) => n + (Number(c?.maxScore) || 0), 0) : Number(item?.maxScore) || 0;

/**
 * The scale's items as an editable list: each item has a name and either its own 满分 or sub-items (then it scores
 * their sum); items and sub-items are added and removed in place, in display order.
 */
export function RatingItemsField() {
  const items = Form.useWatch<Partial<RatingItemInput>[] | undefined>('items');
  const total = (items ?? []).reduce((n, i) => n + itemMax(i), 0);
  return (
    <Form.List name="items">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={12}>
          {fields.map((field, index) => {
            const item = items?.[field.name];
            const hasChildren = !!item?.children?.length;
            const itemLabel = `${text.itemName} ${index + 1}`;
            return (
              <Card key={field.key} size="small" styles={{ body: { paddingBottom: 8 } }}>
                <KeptId name={[field.name, 'id']} />
                <Flex gap={8} align="start">
                  <Typography.Text strong style={{ lineHeight: '32px', minWidth: 24 }}>
                    {index + 1}.
                  </Typography.Text>
                  <Form.Item name={[field.name, 'name']} rules={requiredRule(text.itemName)} style={{ flex: 1, marginBottom: 8 }}>
                    <Input aria-label={itemLabel} placeholder={crud.pleaseEnter(text.itemName)} maxLength={100} />
                  </Form.Item>
                  {hasChildren ? (
                    <Typography.Text type="secondary" style={{ lineHeight: '32px', width: 130, whiteSpace: 'nowrap' }}>
                      {text.sumOfChildren(itemMax(item))}
                    </Typography.Text>
                  ) : (
                    <MaxScore name={[field.name, 'maxScore']} label={`${itemLabel} ${text.maxScore}`} />
                  )}
                  <Button aria-label={`${text.removeItem} ${index + 1}`} icon={<DeleteOutlined />} danger type="text" onClick={() => remove(field.name)} />
                </Flex>
                <Form.List name={[field.name, 'children']}>
                  {(children, sub) => (
                    <Flex vertical gap={4} style={{ paddingLeft: 32 }}>
                      {children.map((child, childIndex) => {
                        const childLabel = `${text.subItemName} ${index + 1}.${childIndex + 1}`;
                        return (
                          <Flex key={child.key} gap={8} align="start">
                            <KeptId name={[child.name, 'id']} />
                            <Typography.Text type="secondary" style={{ lineHeight: '32px', minWidth: 32 }}>
                              {index + 1}.{childIndex + 1}
                            </Typography.Text>
                            <Form.Item name={[child.name, 'name']} rules={requiredRule(text.subItemName)} style={{ flex: 1, marginBottom: 8 }}>
                              <Input aria-label={childLabel} placeholder={crud.pleaseEnter(text.subItemName)} maxLength={100} />
                            </Form.Item>
                            <MaxScore name={[child.name, 'maxScore']} label={`${childLabel} ${text.maxScore}`} />
                            <Button aria-label={`${text.removeSubItem} ${index + 1}.${childIndex + 1}`} icon={<DeleteOutlined />} type="text" onClick={() => sub.remove(child.name)} />
                          </Flex>
                        );
                      })}
                      <div>
                        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => sub.add({ name: '' })}>
                          {text.addSubItem}
                        </Button>
                      </div>
                    </Flex>
                  )}
                </Form.List>
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Flex justify="space-between" align="center">
            <Button icon={<PlusOutlined />} onClick={() => add({ name: '', children: [] })}>
              {text.addItem}
            </Button>
            <Typography.Text strong>{text.total(total)}</Typography.Text>
          </Flex>
        </Flex>
      )}
    </Form.List>
  );
}
