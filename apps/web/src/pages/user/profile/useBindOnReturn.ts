/**
 * The way back from a provider after 绑定 on the 社交信息 tab: the profile opens with the
 * provider's `type`, `code` and `state` (or its refusal), binds once, says how it went, and
 * takes the answer out of the address so a reload binds nothing again.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { socialUserApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { FOREIGN_CALLBACK, forgetStarted, providerRefusal, socialCallbackOf, startedHere } from '../../../session/socialSignIn';
import { PROFILE_KEY } from './profileQuery';
import { SOCIAL_BINDS_KEY } from './socialQueries';

/** Answers whether the address holds a provider's answer (the page then shows 社交信息). */
export function useBindOnReturn(tab: string): boolean {
  const [params, setParams] = useSearchParams();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const callback = socialCallbackOf(params);
  const refusal = params.has('type') ? providerRefusal(params) : null;
  const returning = callback !== null || refusal !== null;
  const key = params.toString();

  useEffect(() => {
    if (!returning || handled.current === key) return;
    handled.current = key;
    const done = () => setParams({ tab }, { replace: true });
    if (!callback || !startedHere(callback.state)) {
      void message.error(`绑定失败：${callback ? FOREIGN_CALLBACK : refusal}`);
      done();
      return;
    }
    forgetStarted(callback.state);
    callApi(socialUserApi.bind, { body: callback })
      .then(
        async () => {
          void message.success('绑定成功');
          await Promise.all([queryClient.invalidateQueries({ queryKey: SOCIAL_BINDS_KEY }), queryClient.invalidateQueries({ queryKey: PROFILE_KEY })]);
        },
        () => undefined, // the request client told the user
      )
      .finally(done);
    // `callback` and `refusal` are read from `key`, the address they came from.
  }, [key]);

  return returning;
}
