/** The 导入结果 text of the reference: three counts, each followed by its usernames. */
import type { UserImportResult } from './UserImportModal';

function Group({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="user-import-result-group">
      <div>
        {title}：{lines.length}
      </div>
      {lines.length > 0 && (
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function ImportResult({ result }: { result: UserImportResult }) {
  const failures = Object.entries(result.failureUsernames).map(([username, reason]) => `${username}：${reason}`);
  return (
    <div className="user-import-result">
      <Group title="创建成功数量" lines={result.createUsernames} />
      <Group title="更新成功数量" lines={result.updateUsernames} />
      <Group title="更新失败数量" lines={failures} />
    </div>
  );
}
