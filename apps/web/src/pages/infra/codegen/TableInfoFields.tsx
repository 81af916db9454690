/**
 * The editor's two forms over the table's settings (one antd form across the tabs):
 * 基本信息 (names, author, remark) and 生成信息 (template, front end, scene, parent menu,
 * module, business and class names). 实体类名称 and 类名称 are the one `className`, as in the
 * reference. The patterns are the contract's, checked here first with words a person reads.
 */
import { useMemo } from 'react';
import { Col, Divider, Form, Input, Row, Select, TreeSelect } from 'antd';
import { CodegenTemplateType, Dicts, type CodegenColumn, type CodegenTable, type DictCode } from '@tenon/contracts';
import { useDictDatas } from '../../../stores/dictStore';
import { buildTree, type TreeNode } from '../../../utils/tree';

type MenuChoice = { id: number; name: string; parentId: number; type: number };
type MenuOption = { title: string; value: number; children?: MenuOption[] };

/** A menu row's type that is a button (系统菜单's 菜单类型 3): no parent for a screen. */
const BUTTON = 3;

const required = (message: string) => [{ required: true, message }];
const identifier = (label: string) => ({ pattern: /^[a-z][a-zA-Z0-9-]*$/, message: `${label}须以小写字母开头，只含字母、数字和 -` });
const CLASS_NAME_RULES = [...required('请输入实体类名称'), { pattern: /^[A-Z][A-Za-z0-9]*$/, message: '类名称须以大写字母开头，只含字母和数字' }];

export function BasicInfoFields() {
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item label="表名称" name="tableName" rules={required('请输入表名称')}>
          <Input placeholder="请输入表名称" maxLength={200} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="表描述" name="tableComment" rules={required('请输入表描述')}>
          <Input placeholder="请输入" maxLength={500} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          label="实体类名称"
          name="className"
          rules={CLASS_NAME_RULES}
          tooltip="默认去除表名的前缀。如果存在重复，则需要手动添加前缀，避免 MyBatis 报 Alias 重复的问题。"
        >
          <Input placeholder="请输入" maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="作者" name="author" rules={required('请输入作者')}>
          <Input placeholder="请输入" maxLength={50} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item label="备注" name="remark">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** A dictionary's entries as choices of a numeric field. */
function DictNumberSelect({ dict, ...props }: { dict: DictCode; value?: number; onChange?: (value: number) => void; 'aria-label'?: string }) {
  const options = useDictDatas(dict).map((entry) => ({ label: entry.label, value: Number(entry.value) }));
  return <Select {...props} options={options} placeholder="请选择" />;
}

const toTreeData = (nodes: TreeNode<MenuChoice>[]): MenuOption[] =>
  nodes.map((node) => ({ title: node.name, value: node.id, ...(node.children ? { children: toTreeData(node.children) } : {}) }));

/** A column as a choice: its name and comment, as the reference lists them. */
const columnOptions = (columns: readonly CodegenColumn[]) => columns.map((c) => ({ value: c.id, label: `${c.columnName}：${c.columnComment}` }));

/** 树表信息: the parent's column (its field must be `parentId`, the server says so) and the name's. */
function TreeFields({ columns }: { columns: readonly CodegenColumn[] }) {
  const options = columnOptions(columns);
  return (
    <>
      <Col span={24}>
        <Divider titlePlacement="start">树表信息</Divider>
      </Col>
      <Col span={12}>
        <Form.Item label="父编号字段" name="treeParentColumnId" tooltip="树显示的父编号字段名，例如 parent_id；其 Java 属性名须为 parentId" rules={required('请选择父编号字段')}>
          <Select options={options} placeholder="请选择" showSearch optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="树名称字段" name="treeNameColumnId" tooltip="树节点的显示名称字段名，例如 name；同一上级下不可重名" rules={required('请选择树名称字段')}>
          <Select options={options} placeholder="请选择" showSearch optionFilterProp="label" />
        </Form.Item>
      </Col>
    </>
  );
}

/** 主表信息 of a sub table: its master among the imported tables, the column holding the master's id, one-to-many. */
function SubFields({ columns, tables, tableId }: { columns: readonly CodegenColumn[]; tables: readonly CodegenTable[]; tableId: number }) {
  const masters = tables.filter((t) => t.id !== tableId).map((t) => ({ value: t.id, label: `${t.tableName}：${t.tableComment}` }));
  return (
    <>
      <Col span={24}>
        <Divider titlePlacement="start">主表信息</Divider>
      </Col>
      <Col span={12}>
        <Form.Item label="关联的主表" name="masterTableId" tooltip="关联主表（父表）的表名，其生成模板须为主子表" rules={required('请选择关联的主表')}>
          <Select options={masters} placeholder="请选择" showSearch optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="子表关联的字段" name="subJoinColumnId" tooltip="子表关联主表编号的字段，例如 student_id" rules={required('请选择子表关联的字段')}>
          <Select options={columnOptions(columns)} placeholder="请选择" showSearch optionFilterProp="label" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="关联关系" name="subJoinMany" tooltip="主表与子表的关联关系；Tenon 的模板生成一对多" rules={required('请选择关联关系')}>
          <Select
            placeholder="请选择"
            options={[
              { value: true, label: '一对多' },
              { value: false, label: '一对一', disabled: true },
            ]}
          />
        </Form.Item>
      </Col>
    </>
  );
}

export interface GenInfoFieldsProps {
  menus: MenuChoice[];
  /** The table's columns as the editor holds them (a tree's and a sub table's settings name them). */
  columns: readonly CodegenColumn[];
  /** The imported tables (a sub table's master is one of them). */
  tables: readonly CodegenTable[];
  tableId: number;
}

export function GenInfoFields({ menus, columns, tables, tableId }: GenInfoFieldsProps) {
  // A generated screen goes under a directory or a menu; buttons hold nothing.
  const treeData = useMemo(() => toTreeData(buildTree(menus.filter((menu) => menu.type !== BUTTON))), [menus]);
  const templateType = Form.useWatch('templateType') as number | undefined;
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item label="生成模板" name="templateType" rules={required('请选择生成模板')}>
          <DictNumberSelect dict={Dicts.infraCodegenTemplateType} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="前端类型" name="frontType" rules={required('请选择前端类型')}>
          <DictNumberSelect dict={Dicts.infraCodegenFrontType} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="生成场景" name="scene" rules={required('请选择生成场景')}>
          <DictNumberSelect dict={Dicts.infraCodegenScene} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="上级菜单" name="parentMenuId" tooltip="分配到指定菜单下，例如 系统管理">
          <TreeSelect treeData={treeData} placeholder="请选择系统菜单" allowClear showSearch treeNodeFilterProp="title" popupMatchSelectWidth listHeight={320} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="模块名" name="moduleName" tooltip="模块名，即一级目录，例如 system、infra、tool 等等" rules={[...required('请输入生成模块名'), identifier('模块名')]}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="业务名" name="businessName" tooltip="业务名，即二级目录，例如 user、permission、dict 等等" rules={[...required('请输入生成业务名'), identifier('业务名')]}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="类名称" name="className" tooltip="类名称（首字母大写），例如SysUser、SysMenu、SysDictData 等等" rules={CLASS_NAME_RULES}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item label="类描述" name="classComment" tooltip="用作类描述，例如 用户" rules={required('请输入生成类描述')}>
          <Input maxLength={50} />
        </Form.Item>
      </Col>
      {templateType === CodegenTemplateType.TREE && <TreeFields columns={columns} />}
      {templateType === CodegenTemplateType.SUB && <SubFields columns={columns} tables={tables} tableId={tableId} />}
    </Row>
  );
}
