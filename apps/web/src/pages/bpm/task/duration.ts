/** How long a task took, as the done list shows it: `2 天 1 小时 3 分`, `1 小时 3 分`, `5 分`, `12 秒`. */
export function formatDuration(millis: number | null | undefined): string {
  if (millis === null || millis === undefined || millis < 0) return '';
  const seconds = Math.floor(millis / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} 天 ${hours} 小时 ${minutes} 分`;
  if (hours > 0) return `${hours} 小时 ${minutes} 分`;
  if (minutes > 0) return `${minutes} 分`;
  return `${seconds} 秒`;
}
