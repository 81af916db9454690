/**
 * 添加菜单 / 修改菜单. The fields follow the menu type (目录 / 菜单 / 按钮) as in the reference;
 * the parent is chosen among directories and menus under 主类目 (the top level), never the
 * menu itself or one of its descendants.
 */
import { useEffect, useMemo } from 'react';
import { Col, Form, Input, InputNumber, Radio, Row, TreeSelect } from 'antd';
import { menuApi, type Menu } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { dictOptions } from '../../../crud/dictOptions';
import { useEntityQuery, useInvalidateEntity } from '../../../crud/usePagedList';
import { useDictDatas } from '../../../stores/dictStore';
import { buildTree, type TreeNode } from '../../../utils/tree';
import { toTreeOptions } from '../shared/lookups';
import MenuIconPicker from './MenuIconPicker';
import { fieldsOf, formOf, menuBody, MenuType, newMenuForm, pathProblem, type MenuForm } from './menuForm';

export const ROOT_MENU_NAME = '主类目';

const FIXED_TYPE_OPTIONS = [
  { label: '目录', value: MenuType.DIR },
  { label: '菜单', value: MenuType.MENU },
  { label: '按钮', value: MenuType.BUTTON },
];

const TIPS = {
  path: '访问的路由地址，如：`user`，如外网地址需内链访问则以`http(s)://`开头',
  permission: "Controller 方法上的权限字符，如：@PreAuthorize(`@ss.hasPermission('system:user:list')`)",
  component: '访问的组件路径，如：`system/user/index`，即参考控制台的视图路径，由前端的页面对照表找到对应页面',
  componentName: '组件的名称，如：`SystemUser`，与缓存状态配合使用',
  status: '选择停用时，路由将不会出现在侧边栏，也不能被访问',
  visible: '选择隐藏时，路由将不会出现在侧边栏，但仍然可以访问',
  alwaysShow: '选择不是时，当该菜单只有一个子菜单时，不展示自己，直接展示子菜单',
  keepAlive: '选择缓存时，则会被缓存，需要匹配组件的名称和路由地址保持一致',
};

export interface MenuFormModalProps {
  /** null: closed; `{ parentId }`: adding below that parent; `{ id }`: editing that menu. */
  editing: { id?: number; parentId?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

/** Directories and menus, less the subtree of the menu being edited. */
function parentChoices(menus: readonly Menu[], editedId: number | undefined) {
  const prune = (nodes: TreeNode<Menu>[]): TreeNode<Menu>[] =>
    nodes
      .filter((node) => node.id !== editedId)
      .map((node) => (node.children ? { ...node, children: prune(node.children) } : node));
  const tree = prune(buildTree(menus.filter((menu) => menu.type !== MenuType.BUTTON)));
  return [{ title: ROOT_MENU_NAME, key: 0, value: 0, children: toTreeOptions(tree) }];
}

export default function MenuFormModal({ editing, onClose, onSaved }: MenuFormModalProps) {
  const [form] = Form.useForm<MenuForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const record = useEntityQuery(menuApi.get, { query: { id: id ?? 0 } }, id !== undefined);
  const allMenus = useEntityQuery(menuApi.list, { query: {} }, editing !== null);
  const parents = useMemo(() => parentChoices(allMenus.data ?? [], id), [allMenus.data, id]);
  const dictTypes = dictOptions(useDictDatas('system_menu_type'), Number);
  const typeOptions = dictTypes.length > 0 ? dictTypes : FIXED_TYPE_OPTIONS;
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const shown = fieldsOf(Form.useWatch('type', form));

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue(newMenuForm(editing.parentId ?? 0));
    else if (record.data) form.setFieldsValue(formOf(record.data));
  }, [editing, id, record.data, form]);

  const submit = async (values: MenuForm) => {
    const body = menuBody(values);
    try {
      if (id === undefined) await callApi(menuApi.create, { body });
      else await callApi(menuApi.update, { body: { ...body, id } });
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(menuApi.list);
    return true;
  };

  const half = { xs: 24, sm: 12 };
  return (
    <FormModal<MenuForm>
      open={editing !== null}
      title={id === undefined ? '添加菜单' : '修改菜单'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={720}
      labelWidth={100}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item label="上级菜单" name="parentId" rules={[{ required: true, message: '上级菜单不能为空' }]}>
            <TreeSelect
              treeData={parents}
              placeholder="选择上级菜单"
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandedKeys={[0]}
              popupMatchSelectWidth
              listHeight={320}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="菜单类型" name="type" rules={[{ required: true, message: '菜单类型不能为空' }]}>
            <Radio.Group options={typeOptions} />
          </Form.Item>
        </Col>
        {shown.icon && (
          <Col span={24}>
            <Form.Item label="菜单图标" name="icon">
              <MenuIconPicker />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item label="菜单名称" name="name" rules={[{ required: true, whitespace: true, message: '菜单名称不能为空' }]}>
            <Input placeholder="请输入菜单名称" maxLength={50} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="显示排序" name="sort" rules={[{ required: true, message: '菜单顺序不能为空' }]}>
            <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {shown.path && (
          <Col {...half}>
            <Form.Item
              label="路由地址"
              name="path"
              tooltip={TIPS.path}
              dependencies={['parentId']}
              rules={[
                { required: true, whitespace: true, message: '路由地址不能为空' },
                ({ getFieldValue }) => ({
                  validator: (_, value?: string) => {
                    const problem = pathProblem(value ?? '', getFieldValue('parentId') ?? 0);
                    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input placeholder="请输入路由地址" maxLength={200} />
            </Form.Item>
          </Col>
        )}
        {shown.component && (
          <Col {...half}>
            <Form.Item label="组件路径" name="component" tooltip={TIPS.component}>
              <Input placeholder="例如说：system/user/index" maxLength={255} />
            </Form.Item>
          </Col>
        )}
        {shown.component && (
          <Col {...half}>
            <Form.Item label="组件名称" name="componentName" tooltip={TIPS.componentName}>
              <Input placeholder="例如说：SystemUser" maxLength={255} />
            </Form.Item>
          </Col>
        )}
        {shown.permission && (
          <Col {...half}>
            <Form.Item label="权限标识" name="permission" tooltip={TIPS.permission}>
              <Input placeholder="请输入权限标识" maxLength={100} />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item label="菜单状态" name="status" tooltip={TIPS.status} rules={[{ required: true, message: '状态不能为空' }]}>
            <Radio.Group options={statusOptions} />
          </Form.Item>
        </Col>
        {shown.visible && (
          <Col {...half}>
            <Form.Item label="显示状态" name="visible" tooltip={TIPS.visible} initialValue>
              <Radio.Group
                options={[
                  { label: '显示', value: true },
                  { label: '隐藏', value: false },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        {shown.alwaysShow && (
          <Col {...half}>
            <Form.Item label="总是显示" name="alwaysShow" tooltip={TIPS.alwaysShow} initialValue>
              <Radio.Group
                options={[
                  { label: '总是', value: true },
                  { label: '不是', value: false },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        {shown.keepAlive && (
          <Col {...half}>
            <Form.Item label="缓存状态" name="keepAlive" tooltip={TIPS.keepAlive} initialValue>
              <Radio.Group
                options={[
                  { label: '缓存', value: true },
                  { label: '不缓存', value: false },
                ]}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormModal>
  );
}
