/** 减签: asks why a signer's unfinished task is withdrawn, then deletes it. */
import { taskApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import ReasonDialog from '../../../../crud/ReasonDialog';

export interface DeleteSignDialogProps {
  /** The signer's task; null: closed. */
  task: { id: string; name: string; nickname: string } | null;
  onClose: () => void;
  onDone: () => void;
}

export default function DeleteSignDialog({ task, onClose, onDone }: DeleteSignDialogProps) {
  return (
    <ReasonDialog
      open={task !== null}
      title={task ? `减签【${task.nickname}】` : '减签'}
      label="减签理由"
      requiredMessage="减签理由不能为空"
      multiline
      placeholder="请输入减签理由"
      run={(reason) => callApi(taskApi.deleteSign, { body: { id: task!.id, reason } })}
      success="减签成功！"
      onClose={onClose}
      onDone={onDone}
    />
  );
}
