/** /oauthLogin/gitee: the reference's Gitee callback route, which is /social-login for type 10. */
import { Navigate, useLocation } from 'react-router';
import { SocialType } from '@tenon/contracts';

export default function GiteeCallbackPage() {
  const rest = new URLSearchParams(useLocation().search);
  rest.delete('type');
  const tail = rest.toString();
  return <Navigate to={`/social-login?type=${SocialType.GITEE}${tail ? `&${tail}` : ''}`} replace />;
}
