/**
 * The dictionary preload: every enabled item, into the dictionary store. Runs at every session
 * start, which is every full page load (the session is held in memory only), and after each
 * write on the dictionary screens, so a relabelled item shows on every screen without a
 * re-login. A failure leaves the store as it was (the request client has said why).
 */
import { dictDataApi } from '@tenon/contracts';
import { callApi } from '../api/callApi';
import type { RequestOptions } from '../api/requestClient';
import { useDictStore } from '../stores/dictStore';

export function loadDictionaries(options: RequestOptions = {}): Promise<void> {
  return callApi(dictDataApi.listAllSimple, options).then(useDictStore.getState().setDictDatas, () => undefined);
}
