/**
 * 主题颜色: the preset swatches, and the browser's own colour dialog for any other colour.
 * Not antd's ColorPicker: antd's Button shares a module with it, and using it would move the
 * picker's code into the chunk the login page downloads.
 */
import { CheckOutlined } from '@ant-design/icons';
import { THEME_PRESETS } from '../../stores/layoutSettings';

interface Props {
  value: string;
  onChange: (color: unknown) => void;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The native colour input only takes #rrggbb. */
const asHex6 = (color: string) => (/^#[0-9a-f]{6}$/i.test(color) ? color : '#409eff');

export default function ThemeColorPicker({ value, onChange }: Props) {
  const custom = !THEME_PRESETS.some((preset) => same(preset, value));
  return (
    <div className="theme-picker" role="radiogroup" aria-label="主题颜色">
      {THEME_PRESETS.map((color) => {
        const checked = same(color, value);
        return (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={color}
            title={color}
            className="theme-picker-swatch"
            style={{ background: color }}
            onClick={() => onChange(color)}
          >
            {checked && <CheckOutlined />}
          </button>
        );
      })}
      <label className={`theme-picker-custom${custom ? ' is-checked' : ''}`} title="自定义颜色">
        <input type="color" aria-label="自定义颜色" value={asHex6(value)} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
