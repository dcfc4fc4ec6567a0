import { Navigate, useParams } from 'react-router';

/**
 * /redirect/:path navigates to /:path. Going through this route re-mounts the target page, which is how a
 * tab is reloaded. Only same-site paths are followed.
 */
export function RedirectPage() {
  const { path = '' } = useParams();
  const target = `/${path.replace(/^[/\\]+/, '')}`;
  return <Navigate to={target} replace />;
}
