import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * /redirect/<path>?<query> → /<path>?<query> (spec §2). Navigating through here re-mounts the target screen,
 * which is how a page is "refreshed" in place.
 */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${path}${search}`} replace />;
}
