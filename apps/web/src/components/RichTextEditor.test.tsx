import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import RichTextEditor from './RichTextEditor';

// ProseMirror measures the page to place the cursor; jsdom lays nothing out.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
afterEach(() => vi.useRealTimers());

const editorBox = () => screen.findByRole('textbox', { name: '富文本编辑器' });
const tool = (name: string) => screen.getByRole('button', { name });

describe('rich-text editor', () => {
  it('reads 富文本资源加载中…… at 300 px while its code loads', () => {
    renderWithProviders(<RichTextEditor value="" />);
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('富文本资源加载中……');
    expect(loading).toHaveStyle({ height: '300px' });
  });

  it('shows the value at 300 px, and reports an edit as HTML 250 ms later', async () => {
    const onChange = vi.fn();
    renderWithProviders(<RichTextEditor value="<p>你好</p>" onChange={onChange} />);
    const box = await editorBox();
    expect(box).toHaveTextContent('你好');
    expect(box.closest('.rich-text-content')).toHaveStyle({ height: '300px' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void fireEvent.click(tool('分割线')));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(249));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0][0]).toMatch(/^(?=.*<hr>)(?=.*<p>你好<\/p>)/);
  });

  it('takes a new value from outside without reporting it back', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<RichTextEditor value="<p>一</p>" onChange={onChange} />);
    await editorBox();
    rerender(<RichTextEditor value="<p>二</p>" onChange={onChange} />);
    await waitFor(async () => expect(await editorBox()).toHaveTextContent('二'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onChange.mock.calls).toEqual([]);
  });

  it('offers the formatting tools, marking the ones that are on', async () => {
    renderWithProviders(<RichTextEditor value="<p>文字</p>" />);
    await editorBox();
    for (const name of ['加粗', '斜体', '下划线', '删除线', '一级标题', '无序列表', '有序列表', '引用', '代码块', '链接', '撤销', '重做']) {
      expect(tool(name)).toBeInTheDocument();
    }
    expect(tool('一级标题')).toHaveAttribute('aria-pressed', 'false');
    act(() => void fireEvent.click(tool('一级标题')));
    await waitFor(() => expect(tool('一级标题')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('has no toolbar and cannot be edited when read-only', async () => {
    renderWithProviders(<RichTextEditor value="<p>只读</p>" readOnly />);
    const box = await editorBox();
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });
});
