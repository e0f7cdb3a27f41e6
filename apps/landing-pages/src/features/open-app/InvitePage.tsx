import { OpenAppPage } from './OpenAppPage';

/** /invite, /share ?inviteSign &redirectBrowserConfig: invite link, checked with the server. */
export default function InvitePage() {
  return <OpenAppPage kind="invite" />;
}
