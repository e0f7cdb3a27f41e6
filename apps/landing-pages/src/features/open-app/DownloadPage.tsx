import { OpenAppPage } from './OpenAppPage';

/** /download, /clinicalDownload, /noteDownload ?inviteSign &redirectBrowserConfig */
export default function DownloadPage() {
  return <OpenAppPage kind="download" />;
}
