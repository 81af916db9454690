/**
 * Files over the API: exports answer a Blob that is saved under the page's name for it
 * (`用户数据.xlsx`), imports send one multipart field. Both go through the request client, so
 * a refused export (its JSON envelope inside the Blob) shows the same error as any call.
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

export function uploadFile<R, E extends Endpoint = Endpoint>(endpoint: E, field: string, file: Blob, query?: QueryOf<E>): Promise<R> {
  const form = new FormData();
  form.append(field, file);
  return apiClient.request<R>({ method: endpoint.method, url: endpoint.path, params: query, data: form, withTenant: endpoint.tenant !== 'none' });
}
