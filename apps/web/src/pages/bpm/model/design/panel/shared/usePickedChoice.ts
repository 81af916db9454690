/**
 * A choice the diagram does not always record. A script task with neither script nor
 * resource says nothing about inline vs external; a condition without language could be
 * either format. What the XML decides wins; otherwise the user's last pick (or the fallback)
 * is shown, so picking 内联脚本 on an empty task does not flip back before anything is typed.
 */
import { useState } from 'react';

export function usePickedChoice<T>(decided: T | undefined, fallback: T): [T, (picked: T) => void] {
  const [picked, setPicked] = useState<T | undefined>(undefined);
  return [decided ?? picked ?? fallback, setPicked];
}
