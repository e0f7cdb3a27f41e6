import { Card, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { authQueries } from '@medteach/api-client';
import { messages } from '../../messages';
import { permittedPages } from '../../app/menu';

const text = messages.layout;

/**
 * Console index: a greeting; the console's own screens are reached from the sidebar. An account that may open none
 * of them (its sidebar holds 首页 alone) is told so, and whom to ask.
 */
export default function HomePage() {
  const { data: info } = useQuery(authQueries.info());
  const name = info?.user.nickName || info?.user.userName || '';
  const nothingToOpen = !!info && permittedPages(info.permissions).every((p) => !p.perm);
  return (
    <Card>
      <Typography.Title level={4}>{text.welcome(name)}</Typography.Title>
      <Typography.Paragraph type="secondary">{nothingToOpen ? text.noPages : text.intro}</Typography.Paragraph>
    </Card>
  );
}
