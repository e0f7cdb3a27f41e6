import { QuestionCircleOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';

/** A column title with its explanation in a tooltip; the icon takes focus so keyboards and screen readers reach it. */
export function FigureTitle({ title, help }: { title: string; help: string }) {
  return (
    <Space size={4}>
      {title}
      <Tooltip title={help}>
        <QuestionCircleOutlined tabIndex={0} aria-label={help} style={{ color: 'rgba(0,0,0,0.45)' }} onClick={(e) => e.stopPropagation()} />
      </Tooltip>
    </Space>
  );
}
