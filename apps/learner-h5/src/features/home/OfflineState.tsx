import { ErrorBlock } from 'antd-mobile';
import { homeText as text } from './messages';

/** Where the home's server data is missing for want of a network: said plainly, not a spinner that never ends. */
export function OfflineState() {
  return (
    <div role="status" style={{ padding: '24px 12px' }}>
      <ErrorBlock status="disconnected" title={text.offlineTitle} description={text.offlineHint} />
    </div>
  );
}
