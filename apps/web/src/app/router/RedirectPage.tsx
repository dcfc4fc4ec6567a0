import { Navigate, useLocation, useParams } from 'react-router';
import { redirectTarget } from './redirectTarget.ts';

/**
 * /redirect/<path> navigates to /<path>. Going through this route re-mounts the target page, which is how a
 * tab is reloaded. Only same-site paths are followed.
 */
export function RedirectPage() {
  const { '*': splat = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={redirectTarget(splat, search)} replace />;
}
