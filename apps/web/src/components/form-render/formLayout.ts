/** The antd Form layout a form's settings (`conf.form`) ask for: label position and width, size. */
import type { FormProps } from 'antd';
import { DEFAULT_LABEL_WIDTH, labelWidthPx, type FormConf, type FormSize } from './formSchema';

const SIZES: Record<FormSize, FormProps['size']> = { mini: 'small', small: 'small', default: 'middle', medium: 'middle', large: 'large' };

export function formLayoutOf(conf: FormConf): Pick<FormProps, 'layout' | 'labelAlign' | 'labelCol' | 'wrapperCol' | 'size' | 'disabled' | 'requiredMark'> {
  const form = conf.form ?? {};
  const top = form.labelPosition === 'top';
  const width = labelWidthPx(form.labelWidth);
  return {
    layout: top ? 'vertical' : 'horizontal',
    labelAlign: form.labelPosition === 'left' ? 'left' : 'right',
    labelCol: top ? undefined : { flex: `${width ?? DEFAULT_LABEL_WIDTH}px` },
    wrapperCol: top ? undefined : { flex: 1 },
    size: form.size ? SIZES[form.size] : undefined,
    disabled: form.disabled === true ? true : undefined,
    requiredMark: form.hideRequiredAsterisk === true ? false : undefined,
  };
}
