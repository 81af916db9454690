/**
 * Preparing an avatar for upload (server: PNG, JPEG, GIF or WebP, at most 2 MB, multipart
 * field `avatarFile`). The cropped image is scaled down to 512 px first: an avatar is drawn at
 * most 100 px wide, and a crop of a phone photo would otherwise weigh megabytes.
 */
import { userProfileApi, type ResponseOf } from '@tenon/contracts';
import { apiClient } from '../../../api/client';

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_MAX_SIDE = 512;

export const AvatarTexts = {
  wrongType: '文件格式错误，请上传图片类型，如：JPG、PNG、GIF、WebP 后缀的文件。',
  tooLarge: '上传头像图片大小不能超过 2 MB',
} as const;

/** Why this file cannot be an avatar, or null when it can. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AvatarTexts.wrongType;
  if (file.size > AVATAR_MAX_BYTES) return AvatarTexts.tooLarge;
  return null;
}

/** The image at most 512 px on its longer side; unchanged when it is smaller or cannot be drawn. */
export async function shrinkAvatar(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return file;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return file;
  const scale = AVATAR_MAX_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) return file;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.92));
  return blob ? new File([blob], file.name, { type: blob.type }) : file;
}

/**
 * Sends the avatar; answers its new address. `callApi` types a body from the endpoint's JSON
 * schema and a multipart endpoint has none, so the form goes through the same client directly
 * (which leaves the multipart content type, with its boundary, to the browser).
 */
export function uploadAvatar(file: File): Promise<ResponseOf<typeof userProfileApi.updateAvatar>> {
  const form = new FormData();
  form.append('avatarFile', file, file.name);
  return apiClient.request({ method: userProfileApi.updateAvatar.method, url: userProfileApi.updateAvatar.path, data: form });
}
