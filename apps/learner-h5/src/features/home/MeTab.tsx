import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button, List } from 'antd-mobile';
import { authMutations, authQueries } from '@medteach/api-client';
import { confirm, DANGER_OUTLINE_STYLE, ErrorState, ListLink, LoadingState } from '@medteach/ui-kit';
import { LOGIN_PATH } from '../../app/paths';
import { bankFamilyTitle } from '../../shared/bank-texts';
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

/** 账号: the student's own password (/password), orders (/orders) and certificates (/certificates) — issue 18. */
const ACCOUNT = [
  { title: text.password, path: '/password' },
  { title: text.orders, path: '/orders' },
  { title: text.certificates, path: '/certificates' },
] as const;

/** 我的 tab: who is signed in, 账号 (修改密码, 我的订单, 我的证书), the wrong / favourite / note lists of each bank family, 联系客服 and 退出登录. */
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
      <List header={text.account} mode="card">
        {ACCOUNT.map((a) => (
          <ListLink key={a.path} to={a.path}>
            {a.title}
          </ListLink>
        ))}
      </List>
      {MAJOR_TYPES.map((majorType) => (
        <List key={majorType} header={bankFamilyTitle(majorType)} mode="card">
          {LISTS.map((l) => (
            <ListLink key={l.title} to={l.path(majorType)}>
              {l.title}
            </ListLink>
          ))}
        </List>
      ))}
      <List mode="card">
        <ListLink to="/artificial">{text.service}</ListLink>
      </List>
      <div style={{ padding: '8px 12px 24px' }}>
        <Button block color="danger" fill="outline" style={DANGER_OUTLINE_STYLE} loading={logout.isPending} onClick={() => void leave()}>
          {text.logout}
        </Button>
      </div>
    </>
  );
}
