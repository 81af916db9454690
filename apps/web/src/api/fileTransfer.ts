/**
 * Files over the API: exports answer a Blob that is saved under the page's name for it
 * (`用户数据.xlsx`), imports send one multipart file (with optional text fields). Both go
 * through the request client, so a refused export (its JSON envelope inside the Blob) shows
 * the same error as any call.
 */
import type { Endpoint, QueryOf } from '@tenon/contracts';
import { apiClient } from './client';

/** Hands a Blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function downloadFile<E extends Endpoint>(endpoint: E, fileName: string, query?: QueryOf<E>) {
  const blob = await apiClient.request<Blob>({
    method: endpoint.method,
    url: endpoint.path,
    params: query,
    responseType: 'blob',
    withTenant: endpoint.tenant !== 'none',
  });
  saveBlob(blob, fileName);
}

/**
 * Sends `file` as the multipart field `field`; `fields` go along as text parts, before the
 * file, for endpoints that read the upload's other inputs from the same form (model import).
 */
export function uploadFile<R, E extends Endpoint = Endpoint>(
  endpoint: E,
  field: string,
  file: Blob,
  query?: QueryOf<E>,
  fields?: Record<string, string | undefined>,
): Promise<R> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields ?? {})) if (value !== undefined) form.append(name, value);
  form.append(field, file);
  return apiClient.request<R>({ method: endpoint.method, url: endpoint.path, params: query, data: form, withTenant: endpoint.tenant !== 'none' });
}
