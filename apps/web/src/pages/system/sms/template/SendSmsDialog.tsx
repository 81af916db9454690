/** 测试 of an SMS template: the mobile to send to; 短信日志 shows the outcome. */
import { MOBILE_PATTERN, smsTemplateApi, type SmsTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import TemplateSendDialog from '../../../../crud/TemplateSendDialog';

export default function SendSmsDialog({ template, onClose }: { template: SmsTemplate | null; onClose: () => void }) {
  return (
    <TemplateSendDialog
      template={template}
      title="测试发送短信"
      preview={[{ label: '模板内容', content: template?.content }]}
      recipient={{
        label: '手机号',
        placeholder: '请输入手机号',
        maxLength: 20,
        rules: [
          { required: true, whitespace: true, message: '手机不能为空' },
          { pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' },
        ],
      }}
      paramMaxLength={255}
      send={({ to, ...rest }) => callApi(smsTemplateApi.sendSms, { body: { mobile: to, ...rest } })}
      onClose={onClose}
    />
  );
}
