/**
 * One holder at a time across every tab of the console (the Web Locks API, shared by the
 * origin's documents). `task` learns whether it had to wait for another holder. Without the API
 * (an older browser, or a page served over plain HTTP to a host other than localhost, where
 * browsers withhold it) the task runs at once: the tab still serialises its own calls, only the
 * cross-tab guard is missing.
 */
export async function withCrossTabLock<T>(name: string, task: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task(false);
  const free = { done: false, value: undefined as T | undefined };
  await locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    free.value = await task(false);
    free.done = true;
  });
  return free.done ? (free.value as T) : locks.request(name, () => task(true));
}
