import { ErrorCodes, userProfileApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { serviceError } from '../../../platform/errors.ts';
import { AVATAR_MAX_BYTES, imageExtension, type AvatarStorage } from './avatar-storage.ts';
import type { ProfileService } from './profile.service.ts';

const avatarError = (msg: string) => serviceError(ErrorCodes.USER_AVATAR_INVALID, msg);

export function profileRoutes(profile: ProfileService, avatars: AvatarStorage): RouteDef[] {
  return [
    route(userProfileApi.get, ({ ctx }) => profile.get(ctx.scope!, ctx.user!.id)),
    route(userProfileApi.update, ({ ctx, body }) => profile.update(ctx.scope!, ctx.user!.id, body)),
    route(userProfileApi.updatePassword, ({ ctx, body }) =>
      profile.updatePassword(ctx.scope!, ctx.user!, body.oldPassword, body.newPassword),
    ),
    route(userProfileApi.updateAvatar, async ({ ctx, raw }) => {
      if (!raw.isMultipart()) throw avatarError('请以 multipart/form-data 上传头像图片（字段 avatarFile）');
      const file = await raw.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'avatarFile') throw avatarError('请选择要上传的头像图片（字段 avatarFile）');
      let buf: Buffer;
      try {
        buf = await file.toBuffer();
      } catch {
        throw avatarError('头像图片不能超过 2 MB');
      }
      if (buf.length === 0) throw avatarError('头像图片是空文件');
      const ext = imageExtension(buf);
      if (!ext) throw avatarError('头像只支持 PNG、JPEG、GIF 或 WebP 图片');
      const url = await avatars.save(ctx.tenantId!, buf, ext);
      return profile.setAvatar(ctx.scope!, ctx.user!.id, url);
    }),
  ];
}
