/** 岗位管理 (`/system/post`): everything it shows and sends is the contract's `postResource`. */
import { postResource } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';

export default function PostPage() {
  return <ResourcePage resource={postResource} form={{ width: 500 }} />;
}
