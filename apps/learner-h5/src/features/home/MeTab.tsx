import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, List } from 'antd-mobile';
import { authMutations, authQueries } from '@medteach/api-client';
import { confirm, ErrorState, LoadingState } from '@medteach/ui-kit';
import { LOGIN_PATH } from '../../app/paths';
import { subjectText } from '../subject/messages';
import { MAJOR_TYPES } from './BankTab';
import { missingOffline, useNetworkOnline } from '../../shared/network-status';
import { homeText as text } from './messages';
import { OfflineState } from './OfflineState';

/** The spec's own list screens, per bank family (spec §2 /subjectErrorCorrection, /subjectCollect, /subjectNote). */
const LISTS = [
  { title: text.wrong, path: (m: number) => `/subjectErrorCorrection?majorType=${m}&type=1` },
  { title: text.favourites, path: (m: number) => `/subjectCollect?majorType=${m}&type=0` },
  { title: text.notes, path: (m: number) => `/subjectNote?majorType=${m}&type=0` },
] as const;

/** 我的 tab: who is signed in, the wrong / favourite / note lists of each bank family, and 退出登录. */
export function MeTab() {
  const navigate = useNavigate();
  const info = useQuery(authQueries.info());
  const online = useNetworkOnline();
  const logout = useMutation(authMutations.logout());
  const leave = async () => {
    if (!(await confirm(text.logoutConfirm))) return;
    await logout.mutateAsync().catch(() => undefined); // the token is dropped either way
    navigate(LOGIN_PATH, { replace: true });
  };
  let who;
  // Offline before the profile loaded: said so; the lists below are links and stay usable.
  if (missingOffline(online, info)) who = <OfflineState />;
  else if (info.isPending) who = <LoadingState />;
  else if (info.isError) who = <ErrorState onRetry={() => void info.refetch()} />;
  else
    who = (
      <List mode="card">
        <List.Item description={text.className(info.data.user.className)}>{info.data.user.realName || info.data.user.nickName || info.data.user.userName}</List.Item>
      </List>
    );
  return (
    <>
      {who}
      {MAJOR_TYPES.map((majorType) => (
        <List key={majorType} header={subjectText.title(majorType)} mode="card">
          {LISTS.map((l) => (
            <List.Item key={l.title} onClick={() => navigate(l.path(majorType))}>
              {l.title}
            </List.Item>
          ))}
        </List>
      ))}
      <List mode="card"><List.Item onClick={() => navigate('/artificial')}>联系客服</List.Item></List>
      <div style={{ padding: '8px 12px 24px' }}>
        <Button block color="danger" fill="outline" loading={logout.isPending} onClick={() => void leave()}>
          {text.logout}
        </Button>
      </div>
    </>
  );
}
