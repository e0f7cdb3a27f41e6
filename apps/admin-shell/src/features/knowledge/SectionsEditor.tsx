import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Popconfirm, Space, Tooltip } from 'antd';
import { KNOWLEDGE_LIMITS } from '@medteach/contract';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { messages } from '../../messages';
import { requiredRule } from '../../shared/crud/CrudFormModal';
import { knowledgeText as text } from './messages';

/** Section body height: several sections fit one screen of the drawer. */
const SECTION_EDITOR_HEIGHT = 180;

/** 详情章节: ordered sections (title + rich text) as the phone shows them, top to bottom. */
export function SectionsEditor() {
  return (
    <Form.List name="repoDetails">
      {(fields, { add, remove, move }) => (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noSections} />}
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={text.sectionNo(index + 1)}
              data-testid="knowledge-section"
              extra={
                <Space size={0}>
                  <Tooltip title={text.moveUp}>
                    <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={text.moveUp} disabled={index === 0} onClick={() => move(index, index - 1)} />
                  </Tooltip>
                  <Tooltip title={text.moveDown}>
                    <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={text.moveDown} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)} />
                  </Tooltip>
                  <Popconfirm title={text.removeSection} description={`${text.removeSection}“${text.sectionNo(index + 1)}”？`} okText={messages.crud.confirm} cancelText={messages.crud.cancel} onConfirm={() => remove(field.name)}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={text.removeSection} />
                  </Popconfirm>
                </Space>
              }
            >
              <Form.Item name={[field.name, 'repoTitle']} label={text.sectionTitle} rules={requiredRule(text.sectionTitle)}>
                <Input maxLength={KNOWLEDGE_LIMITS.sectionTitle} placeholder={messages.crud.pleaseEnter(text.sectionTitle)} />
              </Form.Item>
              <Form.Item name={[field.name, 'content']} label={text.sectionContent} style={{ marginBottom: 0 }}>
                <RichTextEditor height={SECTION_EDITOR_HEIGHT} />
              </Form.Item>
            </Card>
          ))}
          <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= KNOWLEDGE_LIMITS.sections} onClick={() => add({ repoTitle: '', content: '' })}>
            {text.addSection}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
