/**
 * Who handles a task is no longer set here: the model's 分配规则 decides it (7 dimensions).
 * The link opens 流程模型 in a new tab so the diagram being edited stays open.
 */
import { Alert, Typography } from 'antd';

export const MODEL_PAGE = '/bpm/manager/model';

export default function AssignmentHint() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title="审批人请到「分配规则」中配置"
      description={
        <>
          用户任务的审批人已改由流程模型的「分配规则」决定，支持角色、部门负责人、部门成员、岗位、用户组、自定义脚本等 7 种维度。
          <Typography.Link href={MODEL_PAGE} target="_blank" rel="noreferrer">
            前往流程模型
          </Typography.Link>
        </>
      }
    />
  );
}
