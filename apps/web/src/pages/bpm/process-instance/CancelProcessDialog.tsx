/** 取消流程: the reference's prompt (`请输入取消原因？`), which takes no blank reason. */
import { processInstanceApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ReasonDialog from '../../../crud/ReasonDialog';

export interface CancelProcessDialogProps {
  /** The instance to cancel; null: closed. */
  processInstanceId: string | null;
  onClose: () => void;
  onDone?: () => void;
}

export default function CancelProcessDialog({ processInstanceId, onClose, onDone }: CancelProcessDialogProps) {
  return (
    <ReasonDialog
      open={processInstanceId !== null}
      title="取消流程"
      label="请输入取消原因？"
      requiredMessage="取消原因不能为空"
      run={(reason) => callApi(processInstanceApi.cancel, { body: { id: processInstanceId!, reason } })}
      success="取消成功"
      reloads={processInstanceApi.myPage}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
