import { OpenAppPage } from './OpenAppPage';

/** /jump ?inviteSign &redirectBrowserConfig: the open-in-app prompt. */
export default function JumpPage() {
  return <OpenAppPage kind="jump" />;
}
