/** A download answered by a `produces: 'file'` endpoint. */
export interface FileReply {
  filename: string;
  body: Buffer;
  contentType: string;
  /** Shown by the browser (`Content-Disposition: inline`) rather than downloaded; default false. */
  inline?: boolean;
  /** Default `no-store` (an export is made for its caller). */
  cacheControl?: string;
  /** Further headers of the answer (a stored file's Content-Security-Policy). */
  headers?: Record<string, string>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isFileReply = (v: unknown): v is FileReply =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as FileReply).body) && typeof (v as FileReply).filename === 'string';

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name, so 用户数据.xlsx survives every browser. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
