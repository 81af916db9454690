/**
 * /redirect/<path>: reloads a page. Rendering this route unmounts the page, then it comes
 * back at <path> with the same query, fresh.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

export default function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${path}${search}`, { replace: true });
  }, [navigate, path, search]);
  return null;
}
