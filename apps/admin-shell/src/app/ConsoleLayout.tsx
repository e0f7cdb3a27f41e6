import { useEffect } from 'react';
import { App } from 'antd';
import { AdminLayout } from './AdminLayout';
import { antdNotifier } from './notifier';

/**
 * The signed-in frame, loaded lazily by the route table: AdminLayout inside antd's <App>, whose modal / message
 * hooks (used by the console screens and the settings drawer) follow the live theme colour. Kept out of the
 * app-wide providers so /login, the first screen of a visit, loads neither (issue 9).
 */
export default function ConsoleLayout() {
  // The request layer's antd messages, loaded while the server still answers: a later outage can then be told.
  useEffect(() => antdNotifier.preload(), []);
  return (
    <App>
      <AdminLayout />
    </App>
  );
}
