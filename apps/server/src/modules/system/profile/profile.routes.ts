import { ErrorCodes, userProfileApi } from '@tenon/contracts';
import { route, type ApiRequest, type RouteDef } from '../../../platform/route.ts';
import { serviceError } from '../../../platform/errors.ts';
import { readUpload } from '../../../platform/upload.ts';
import { publicUrl, withPublicAvatar } from '../../../platform/public-url.ts';
import type { FileService } from '../../infra/file/index.ts';
import { AVATAR_MAX_BYTES, imageExtension } from './avatar-storage.ts';
import type { ProfileService } from './profile.service.ts';

const avatarError = (msg: string) => serviceError(ErrorCodes.USER_AVATAR_INVALID, msg);

export function profileRoutes(profile: ProfileService, files: FileService): RouteDef[] {
  const uploadAvatar = async ({ ctx, raw }: ApiRequest<typeof userProfileApi.updateAvatar>) => {
    const { file: buf } = await readUpload(raw, {
      field: 'avatarFile',
      maxBytes: AVATAR_MAX_BYTES,
      what: '头像图片',
      verb: '上传',
      fail: avatarError,
    });
    const ext = imageExtension(buf);
    if (!ext) throw avatarError('头像只支持 PNG、JPEG、GIF 或 WebP 图片');
    const url = await files.upload({ content: buf, name: `avatar.${ext}`, creator: String(ctx.user.id) });
    return publicUrl(raw, await profile.setAvatar(ctx.scope, ctx.user.id, url));
  };
  return [
    route(userProfileApi.get, async ({ ctx, raw }) => withPublicAvatar(raw, await profile.get(ctx.scope, ctx.user.id))),
    route(userProfileApi.update, ({ ctx, body }) => profile.update(ctx.scope, ctx.user.id, body)),
    route(userProfileApi.updatePassword, ({ ctx, body }) =>
      profile.updatePassword(ctx.scope, ctx.user, body.oldPassword, body.newPassword),
    ),
    route(userProfileApi.updateAvatar, uploadAvatar),
    // The reference's console uploads with PUT: the same call.
    route(userProfileApi.updateAvatarPut, uploadAvatar),
  ];
}
