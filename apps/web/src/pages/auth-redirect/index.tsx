/**
 * /auth-redirect: the reference's callback route. Opened in a popup by this app, it hands the
 * provider's answer to the opener's /social-login and closes; otherwise it goes there itself.
 */
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';

function sameOriginOpener(): Window | null {
  try {
    // A cross-origin opener throws on reading its location.
    return window.opener && (window.opener as Window).location.origin === window.location.origin ? (window.opener as Window) : null;
  } catch {
    return null;
  }
}

export default function AuthRedirectPage() {
  const { search } = useLocation();
  const opener = sameOriginOpener();
  useEffect(() => {
    if (!opener) return;
    opener.location.href = `/social-login${search}`;
    window.close();
  }, [opener, search]);
  return opener ? null : <Navigate to={`/social-login${search}`} replace />;
}
