/** The app's one request client. */
import { createRequestClient } from './requestClient';
import { reloginLocally } from '../session/relogin';

export const apiClient = createRequestClient({ onRelogin: reloginLocally });
