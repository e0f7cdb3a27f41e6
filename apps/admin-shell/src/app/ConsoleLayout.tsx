import { App } from 'antd';
import { AdminLayout } from './AdminLayout';

/**
 * The signed-in frame, loaded lazily by the route table: AdminLayout inside antd's <App>, whose modal / message
 * hooks (used by the console screens and the settings drawer) follow the live theme colour. Kept out of the
 * app-wide providers so /login, the first screen of a visit, loads neither (issue 9).
 */
export default function ConsoleLayout() {
  return (
    <App>
      <AdminLayout />
    </App>
  );
}
