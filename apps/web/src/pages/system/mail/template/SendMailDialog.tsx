/** 测试 of a mail template: the address to send to; 邮件记录 shows the outcome. */
import { mailTemplateApi, type MailTemplate } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import TemplateSendDialog from '../../../../crud/TemplateSendDialog';

export default function SendMailDialog({ template, onClose }: { template: MailTemplate | null; onClose: () => void }) {
  return (
    <TemplateSendDialog
      template={template}
      title="测试发送邮件"
      preview={[
        { label: '模板标题', content: template?.title },
        { label: '模板内容', content: <span className="mail-template-source">{template?.content}</span> },
      ]}
      recipient={{
        label: '收件邮箱',
        placeholder: '请输入收件邮箱',
        maxLength: 255,
        rules: [
          { required: true, whitespace: true, message: '邮箱不能为空' },
          { type: 'email', message: '邮箱格式不正确' },
        ],
      }}
      paramMaxLength={1000}
      send={({ to, ...rest }) => callApi(mailTemplateApi.sendMail, { body: { mail: to, ...rest } })}
      onClose={onClose}
    />
  );
}
