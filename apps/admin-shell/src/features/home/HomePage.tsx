import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { authQueries } from '@medteach/api-client';
import { messages } from '../../messages';

const text = messages.layout;

/** Console index: a greeting; the console's own screens (issue 8) are reached from the sidebar. */
export default function HomePage() {
  const { data: info } = useQuery(authQueries.info());
  const name = info?.user.nickName || info?.user.userName || '';
  return (
    <Card>
      <Typography.Title level={4}>{text.welcome(name)}</Typography.Title>
      <Typography.Paragraph type="secondary">{text.intro}</Typography.Paragraph>
    </Card>
  );
}
