import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { progressText as text } from './messages';

/** The home's entry to 学习统计 of one family (no chart code here: the page and Chart.js load when it opens). */
export function ProgressRow({ majorType }: { majorType: number }) {
  const navigate = useNavigate();
  return (
    <List.Item onClick={() => navigate(`/progress?majorType=${majorType}`)} description={text.rowHint}>
      {text.title}
    </List.Item>
  );
}
