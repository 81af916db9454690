/**
 * Every upload of the console goes here: `POST /infra/file/upload` (multipart field `file`, an
 * optional `path`), which stores it in 文件管理's master configuration and answers its URL.
 */
import { fileApi } from '@tenon/contracts';
import { uploadFile } from '../../api/fileTransfer';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];

export const UploadTexts = {
  notImage: '文件格式错误，请上传图片类型，如：JPG、PNG、GIF、WebP 后缀的文件。',
  tooLarge: (mb: number) => `上传文件大小不能超过 ${mb} MB`,
} as const;

/** Stores the file; answers its URL (absolute, readable without signing in). */
export function uploadToFiles(file: Blob, path?: string): Promise<string> {
  return uploadFile<string>(fileApi.upload, 'file', file, undefined, { path });
}

/** Why this file is refused before it is sent (the server checks again), or null. */
export function imageProblem(file: Pick<File, 'type' | 'size'>, maxMb: number): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return UploadTexts.notImage;
  if (file.size > maxMb * 1024 * 1024) return UploadTexts.tooLarge(maxMb);
  return null;
}
