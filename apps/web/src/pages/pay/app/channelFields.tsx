/**
 * The config fields of a channel's dialog, per kind (the reference's alipayChannelForm,
 * weixinChannelForm and noneConfigChannelForm): labels are the contract's titles
 * (`channel-config.ts`), the fields shown follow Alipay's 公钥类型 and WeChat's API 版本, and the
 * certificates are read from a file the user picks (点击上传), as the reference's forms do.
 *
 * A secret the server already holds (`secretsSet`) is never sent to the browser: its field shows
 * "已设置，留空则不修改", is not required, and an empty value keeps the stored one.
 */
import type { ReactNode } from 'react';
import { App, Button, Form, Input, Radio, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ALIPAY_SERVER_URLS, AlipayChannelConfig, AlipayMode, CHANNEL_SECRET_FIELDS, WeixinChannelConfig, WxApiVersion, type ChannelKind } from '@tenon/contracts';

export const SECRET_KEPT = '已设置，留空则不修改';

/** A certificate file's size limit, as the reference's forms check it. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

type Schema = { properties: Record<string, { title?: string }> };
const titleIn = (schema: unknown, field: string) => (schema as Schema).properties[field]?.title ?? field;

/** The config a new channel of the kind starts with (every field, as the reference's forms send them). */
export function blankConfig(kind: ChannelKind): Record<string, unknown> {
  if (kind === 'none') return { name: 'none-config' };
  const schema = kind === 'alipay' ? AlipayChannelConfig : WeixinChannelConfig;
  const blank: Record<string, unknown> = Object.fromEntries(Object.keys((schema as unknown as Schema).properties).map((field) => [field, '']));
  return kind === 'alipay' ? { ...blank, signType: 'RSA2', mode: null } : blank;
}

/** The reference's messages for a blank required field, per kind. */
const REQUIRED: Record<'alipay' | 'weixin', Record<string, string>> = {
  alipay: {
    appId: '请输入开放平台上创建的应用的 ID',
    serverUrl: '请传入网关地址',
    signType: '请传入签名算法类型',
    mode: '公钥类型不能为空',
    privateKey: '请输入商户私钥',
    alipayPublicKey: '请输入支付宝公钥字符串',
    appCertContent: '请上传商户公钥应用证书',
    alipayPublicCertContent: '请上传支付宝公钥证书',
    rootCertContent: '请上传指定根证书',
  },
  weixin: {
    appId: '请输入公众号APPID',
    mchId: '请传入商户号',
    apiVersion: 'API版本不能为空',
    mchKey: '请输入商户密钥',
    keyContent: '请上传 apiclient_cert.p12 证书',
    privateKeyContent: '请上传 apiclient_key.pem 证书',
    privateCertContent: '请上传 apiclient_cert.pem 证书',
    apiV3Key: '请上传 api V3 密钥值',
  },
};

interface FieldProps {
  kind: 'alipay' | 'weixin';
  field: string;
  /** The secrets the server holds for this channel. */
  secretsSet: readonly string[];
  /** Default true; false for a field the server does not require (WeChat's platform certificate). */
  required?: boolean;
}

function useFieldFacts({ kind, field, secretsSet, required = true }: FieldProps) {
  const label = titleIn(kind === 'alipay' ? AlipayChannelConfig : WeixinChannelConfig, field);
  const secret = (CHANNEL_SECRET_FIELDS[kind] as readonly string[]).includes(field);
  const kept = secret && secretsSet.includes(field);
  const rules = required && !kept ? [{ required: true, whitespace: true, message: REQUIRED[kind][field] }] : [];
  return { label, kept, rules, name: ['config', field] };
}

/** A typed value: an id on one line, a key on several. */
function TextField(props: FieldProps & { multiline?: boolean }) {
  const { label, kept, rules, name } = useFieldFacts(props);
  const placeholder = kept ? SECRET_KEPT : `请输入${label}`;
  return (
    <Form.Item label={label} name={name} rules={rules}>
      {props.multiline ? <Input.TextArea rows={8} placeholder={placeholder} autoComplete="off" /> : <Input placeholder={placeholder} allowClear autoComplete="off" />}
    </Form.Item>
  );
}

/** A certificate read from a file: shown read-only, set by 点击上传 (text, or base64 for a .p12). */
function FileField(props: FieldProps & { accept: '.crt' | '.pem' | '.p12' }) {
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const { label, kept, rules, name } = useFieldFacts(props);
  const read = async (file: File) => {
    if (!file.name.toLowerCase().endsWith(props.accept)) {
      message.error(`请上传指定格式"${props.accept}"文件`);
      return;
    }
    if (file.size >= MAX_FILE_BYTES) {
      message.error('文件大小超过 2MB');
      return;
    }
    const content = props.accept === '.p12' ? base64Of(new Uint8Array(await file.arrayBuffer())) : await file.text();
    form.setFieldValue(name, content);
    void form.validateFields([name]);
  };
  return (
    <>
      <Form.Item label={label} name={name} rules={rules}>
        <Input.TextArea rows={8} readOnly placeholder={kept ? SECRET_KEPT : `请上传${label}`} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Upload
          accept={props.accept}
          showUploadList={false}
          beforeUpload={(file) => {
            void read(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button type="primary" size="small" icon={<UploadOutlined aria-hidden />} aria-label={`上传${label}`}>
            点击上传
          </Button>
        </Upload>
      </Form.Item>
    </>
  );
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Alipay: 开放平台 APPID, 网关地址, 算法类型, 公钥类型 and its keys or certificates. */
export function AlipayConfigFields({ secretsSet, status }: { secretsSet: readonly string[]; status: ReactNode }) {
  const mode = Form.useWatch(['config', 'mode']) as number | null | undefined;
  const facts = { kind: 'alipay' as const, secretsSet };
  const label = (field: string) => titleIn(AlipayChannelConfig, field);
  return (
    <>
      <TextField {...facts} field="appId" />
      {status}
      <Form.Item label={label('serverUrl')} name={['config', 'serverUrl']} rules={[{ required: true, message: REQUIRED.alipay.serverUrl }]}>
        <Radio.Group
          options={[
            { label: '线上环境', value: ALIPAY_SERVER_URLS.production },
            { label: '沙箱环境', value: ALIPAY_SERVER_URLS.sandbox },
          ]}
        />
      </Form.Item>
      <Form.Item label={label('signType')} name={['config', 'signType']} rules={[{ required: true, message: REQUIRED.alipay.signType }]}>
        <Radio.Group options={[{ label: 'RSA2', value: 'RSA2' }]} />
      </Form.Item>
      <Form.Item label={label('mode')} name={['config', 'mode']} rules={[{ required: true, message: REQUIRED.alipay.mode }]}>
        <Radio.Group
          options={[
            { label: '公钥模式', value: AlipayMode.PUBLIC_KEY },
            { label: '证书模式', value: AlipayMode.CERTIFICATE },
          ]}
        />
      </Form.Item>
      {/* The private key signs every request, in either mode (the server requires it in both). */}
      {mode !== null && mode !== undefined && <TextField {...facts} field="privateKey" multiline />}
      {mode === AlipayMode.PUBLIC_KEY && <TextField {...facts} field="alipayPublicKey" multiline />}
      {mode === AlipayMode.CERTIFICATE && (
        <>
          <FileField {...facts} field="appCertContent" accept=".crt" />
          <FileField {...facts} field="alipayPublicCertContent" accept=".crt" />
          <FileField {...facts} field="rootCertContent" accept=".crt" />
        </>
      )}
    </>
  );
}

/** WeChat Pay: 公众号 APPID, 商户号, API 版本 and its keys and certificates. */
export function WeixinConfigFields({ secretsSet, status }: { secretsSet: readonly string[]; status: ReactNode }) {
  const version = Form.useWatch(['config', 'apiVersion']) as string | undefined;
  const facts = { kind: 'weixin' as const, secretsSet };
  return (
    <>
      <TextField {...facts} field="appId" />
      <TextField {...facts} field="mchId" />
      {status}
      <Form.Item label={titleIn(WeixinChannelConfig, 'apiVersion')} name={['config', 'apiVersion']} rules={[{ required: true, message: REQUIRED.weixin.apiVersion }]}>
        <Radio.Group options={Object.values(WxApiVersion).map((v) => ({ label: v, value: v }))} />
      </Form.Item>
      {version === WxApiVersion.V2 && (
        <>
          <TextField {...facts} field="mchKey" multiline />
          <FileField {...facts} field="keyContent" accept=".p12" />
        </>
      )}
      {version === WxApiVersion.V3 && (
        <>
          <TextField {...facts} field="apiV3Key" multiline />
          <FileField {...facts} field="privateKeyContent" accept=".pem" />
          <FileField {...facts} field="privateCertContent" accept=".pem" />
          <FileField {...facts} field="platformCertContent" accept=".pem" required={false} />
        </>
      )}
    </>
  );
}
