/**
 * 添加用户 / 修改用户. The username and the first password are set only when adding: the
 * username never changes, and a password is changed with 重置密码. Status is the list's switch.
 */
import { useEffect } from 'react';
import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { MOBILE_PATTERN, USERNAME_PATTERN, userApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { dictOptions } from '../../../crud/dictOptions';
import { useEntityQuery, useInvalidateEntity } from '../../../crud/usePagedList';
import { useDictDatas } from '../../../stores/dictStore';
import { useDeptTree, usePostOptions } from '../shared/lookups';
import { PASSWORD_RULES } from './passwordRules';

interface UserForm {
  nickname: string;
  deptId?: number | null;
  mobile?: string;
  email?: string;
  username?: string;
  password?: string;
  sex?: number;
  postIds?: number[];
  remark?: string;
}

type UserFields = Omit<BodyOf<typeof userApi.update>, 'id' | 'username'>;

export interface UserFormModalProps {
  /** null: closed; `{}`: adding (into `deptId` when given); `{ id }`: editing that user. */
  editing: { id?: number; deptId?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

/** Every field, so that clearing one in the form clears it on the server too. */
function fieldsOf(values: UserForm): UserFields {
  return {
    nickname: values.nickname.trim(),
    deptId: values.deptId ?? null,
    mobile: values.mobile?.trim() ?? '',
    email: values.email?.trim() ?? '',
    postIds: values.postIds ?? [],
    remark: values.remark ?? '',
    ...(values.sex === undefined ? {} : { sex: values.sex }),
  };
}

export default function UserFormModal({ editing, onClose, onSaved }: UserFormModalProps) {
  const [form] = Form.useForm<UserForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const record = useEntityQuery(userApi.get, { query: { id: id ?? 0 } }, id !== undefined);
  const { tree: deptTree } = useDeptTree();
  const postOptions = usePostOptions();
  const sexOptions = dictOptions(useDictDatas('system_user_sex'), Number);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ deptId: editing.deptId });
    else if (record.data) {
      const { nickname, deptId, mobile, email, sex, postIds, remark } = record.data;
      // 0 means never chosen, which the select shows as empty.
      form.setFieldsValue({ nickname, deptId, mobile, email, sex: sex === 0 ? undefined : sex, postIds, remark });
    }
  }, [editing, id, record.data, form]);

  const submit = async (values: UserForm) => {
    try {
      if (id === undefined) {
        await callApi(userApi.create, { body: { ...fieldsOf(values), username: values.username!, password: values.password! } });
      } else {
        await callApi(userApi.update, { body: { ...fieldsOf(values), id, username: record.data!.username } });
      }
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(userApi.page);
    return true;
  };

  return (
    <FormModal<UserForm>
      open={editing !== null}
      title={id === undefined ? '添加用户' : '修改用户'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && (record.isFetching || !record.data)}
      width={640}
      labelWidth={80}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="用户昵称" name="nickname" rules={[{ required: true, whitespace: true, message: '用户昵称不能为空' }]}>
            <Input placeholder="请输入用户昵称" maxLength={30} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="归属部门" name="deptId">
            <TreeSelect
              treeData={deptTree}
              placeholder="请选择归属部门"
              allowClear
              treeDefaultExpandAll
              showSearch={{ treeNodeFilterProp: 'title' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="手机号码" name="mobile" rules={[{ pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' }]}>
            <Input placeholder="请输入手机号码" maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="邮箱"
            name="email"
            rules={[
              { type: 'email', message: '请输入正确的邮箱地址' },
              { max: 50, message: '邮箱不能超过 50 个字符' },
            ]}
          >
            <Input placeholder="请输入邮箱" maxLength={50} />
          </Form.Item>
        </Col>
        {id === undefined && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item
                label="用户名称"
                name="username"
                rules={[
                  { required: true, message: '用户名称不能为空' },
                  { pattern: new RegExp(USERNAME_PATTERN), message: '用户名称由 4 到 30 位字母或数字组成' },
                ]}
              >
                <Input placeholder="请输入用户名称" maxLength={30} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="用户密码" name="password" rules={[{ required: true, message: '用户密码不能为空' }, ...PASSWORD_RULES]}>
                <Input.Password placeholder="请输入用户密码" maxLength={32} autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24} sm={12}>
          <Form.Item label="用户性别" name="sex">
            <Select placeholder="请选择" allowClear options={sexOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="岗位" name="postIds">
            <Select mode="multiple" placeholder="请选择" allowClear options={postOptions} optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="备注" name="remark">
            <Input.TextArea placeholder="请输入内容" maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
