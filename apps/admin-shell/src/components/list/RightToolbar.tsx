import { EyeInvisibleOutlined, EyeOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { messages } from '../../messages';

const text = messages.toolbar;

export interface ToolbarColumn {
  key: string;
  title: string;
}

interface RightToolbarProps {
  showSearch: boolean;
  onToggleSearch: () => void;
  onRefresh: () => void;
  columns: readonly ToolbarColumn[];
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
}

/** RuoYi `<right-toolbar>`: show/hide the search form, refresh the list, choose visible columns. */
export function RightToolbar({ showSearch, onToggleSearch, onRefresh, columns, hidden, onHiddenChange }: RightToolbarProps) {
  const visible = columns.filter((c) => !hidden.includes(c.key)).map((c) => c.key);
  const chooser = (
    <Checkbox.Group
      style={{ display: 'flex', flexDirection: 'column' }}
      value={visible}
      options={columns.map((c) => ({ label: c.title, value: c.key }))}
      onChange={(keys) => onHiddenChange(columns.map((c) => c.key).filter((k) => !keys.includes(k)))}
    />
  );
  return (
    <Space size={4}>
      <Tooltip title={showSearch ? text.hideSearch : text.showSearch}>
        <Button shape="circle" aria-label={showSearch ? text.hideSearch : text.showSearch} icon={showSearch ? <EyeInvisibleOutlined /> : <EyeOutlined />} onClick={onToggleSearch} />
      </Tooltip>
      <Tooltip title={text.refresh}>
        <Button shape="circle" aria-label={text.refresh} icon={<ReloadOutlined />} onClick={onRefresh} />
      </Tooltip>
      <Popover trigger="click" placement="bottomRight" content={chooser}>
        <Button shape="circle" aria-label={text.columns} icon={<TableOutlined />} />
      </Popover>
    </Space>
  );
}
