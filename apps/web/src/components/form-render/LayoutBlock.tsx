/** What a rule that binds no value shows: a divider, a title, or a note that the component is not supported. */
import { Alert, Divider, Typography } from 'antd';
import { kindOf } from './fieldKinds';
import type { FormRule } from './formSchema';

const TITLE_LEVELS: Record<string, 1 | 2 | 3 | 4 | 5> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 5 };
const PLACEMENTS: Record<string, 'start' | 'center' | 'end'> = { left: 'start', center: 'center', right: 'end' };

export const dividerText = (rule: FormRule) => (typeof rule.children?.[0] === 'string' ? rule.children[0] : '');

export default function LayoutBlock({ rule }: { rule: FormRule }) {
  const props = rule.props ?? {};
  switch (kindOf(rule)) {
    case 'divider': {
      const label = dividerText(rule);
      return (
        <Divider titlePlacement={PLACEMENTS[String(props.contentPosition)] ?? 'center'} plain>
          {label || undefined}
        </Divider>
      );
    }
    case 'title':
      return (
        <Typography.Title level={TITLE_LEVELS[String(props.size).toLowerCase()] ?? 4} style={{ textAlign: props.align === 'center' || props.align === 'right' ? props.align : 'left', marginTop: 0 }}>
          {typeof props.title === 'string' ? props.title : ''}
        </Typography.Title>
      );
    default:
      return <Alert type="warning" showIcon title={`暂不支持的组件类型：${rule.type}${rule.title ? `（${rule.title}）` : ''}`} />;
  }
}
