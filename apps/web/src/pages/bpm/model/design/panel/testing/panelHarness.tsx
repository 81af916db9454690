/**
 * For the panel's tests: a real Modeler on a fixture, the whole PropertiesPanel beside it, and
 * the gestures a user makes (choose an element, open a section, fill a field, pick an option,
 * answer a confirmation). Tests then read the exported XML and what the panel shows.
 */
import { expect, onTestFinished } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../../test/render';
import { createTestDesigner } from '../../../../../../bpmn/testing/designerHarness';
import PropertiesPanel from '../PropertiesPanel';

export type PanelHarness = Awaited<ReturnType<typeof renderPanel>>;

export async function renderPanel(xml: string) {
  const designer = createTestDesigner();
  // After React's cleanup (an afterEach): the modeler outlives the unmounted panel otherwise.
  onTestFinished(() => designer.destroy());
  await designer.importXml(xml);
  renderWithProviders(<PropertiesPanel modeler={designer.modeler} />);
  // Styles are not loaded under test (css: false), so the pointer-events check only costs time.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  /** Selects the diagram element with that id, as a click on the canvas would. */
  const select = async (id: string) => {
    const registry = designer.modeler.get('elementRegistry') as { get(id: string): unknown };
    await act(async () => (designer.modeler.get('selection') as { select(e: unknown): void }).select(registry.get(id)));
  };

  /** Opens the panel section with that header label. */
  const openSection = async (label: string) => {
    await user.click(screen.getByRole('tab', { name: new RegExp(label) }));
  };

  /**
   * Replaces the text of `field` as a paste would: typing key by key re-renders the form per key.
   * A paste goes to the focused element, so the field is checked to hold the text: text that
   * went elsewhere would otherwise only show up later, as a 确定 refused for an empty field.
   */
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text) await user.paste(text);
    expect(field, 'the pasted text did not reach the field').toHaveValue(text);
  };

  /**
   * Picks `option` in the antd Select labelled `label` (inside `scope`, e.g. a dialog). Waits
   * for the select, which may only just have been revealed by an earlier choice.
   */
  const choose = async (label: string, option: string, scope: HTMLElement = document.body) => {
    // By label, not by role: role queries walk the whole canvas and are ten times slower here.
    // Each look takes the select anew: a field committed just before (a blur) may re-render the
    // panel, and a click on the select it replaced opens nothing.
    const listOf = () => {
      const combobox = within(scope).getByLabelText(label);
      // Dropdowns opened earlier stay in the document, hidden: take the one this box controls.
      const listId = combobox.getAttribute('aria-controls') ?? combobox.getAttribute('aria-owns');
      const list = listId ? document.getElementById(listId) : null;
      if (!list) throw new Error(`「${label}」的下拉列表没有打开`);
      return list.closest<HTMLElement>('.ant-select-dropdown') ?? list.parentElement!;
    };
    await user.click(await within(scope).findByLabelText(label));
    let popup: HTMLElement;
    try {
      popup = await waitFor(listOf, { timeout: 5_000 });
    } catch {
      await user.click(within(scope).getByLabelText(label));
      popup = await waitFor(listOf);
    }
    await user.click(within(popup).getByTitle(option));
  };

  /** Answers the 系统提示 that asks before a removal, after checking what it asks. */
  const confirmRemoval = async (text: string, answer: '确定' | '取消') => {
    const prompt = await dialog('系统提示');
    expect(prompt).toHaveTextContent(text);
    await user.click(within(prompt).getByRole('button', { name: answer }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
  };

  const undo = async () => {
    act(() => designer.undo());
    await waitFor(() => undefined);
  };

  return {
    designer,
    user,
    select,
    openSection,
    fill,
    choose,
    chosen,
    confirmRemoval,
    undo,
    xml: () => designer.saveXml(),
  };
}

/** What the drop-down labelled `label` shows as chosen. */
function chosen(label: string): string {
  const select = screen.getByLabelText(label).closest('.ant-select')!;
  return select.querySelector('.ant-select-content')?.textContent ?? '';
}

/**
 * The open dialog with that title, once it has finished opening. Found by its title text:
 * under test antd gives every dialog the same `aria-labelledby` id, so stacked dialogs share
 * one accessible name.
 *
 * "Finished opening" is when focus is inside it. Until then the dialog beneath still holds the
 * focus lock (rc-dialog locks focus in the topmost dialog only once that one has opened), so
 * focusing a field of a just-rendered nested dialog is pulled back to the dialog beneath and
 * what is typed next goes there: on a loaded machine the injected-field test's 字段名称 stayed
 * empty this way. A person cannot type into a dialog in the instant before it has opened.
 */
export function dialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const titled = (d: HTMLElement) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title;
    const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find(titled);
    if (!found) throw new Error(`no open dialog titled ${title}`);
    const wrapper = found.closest<HTMLElement>('.ant-modal-wrap') ?? found;
    if (!wrapper.contains(document.activeElement)) throw new Error(`dialog ${title} has not finished opening`);
    return found;
  });
}

export const okButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: /确\s*定/ });

/** The data rows of the panel list with that name (not its header, nor the 暂无数据 row). */
export const rowsOf = (list: string) =>
  Array.from(screen.getByLabelText(list, { selector: 'section' }).querySelectorAll<HTMLElement>('tr.ant-table-row'));

/** The opening tag of the element `id` in the exported XML, e.g. `<bpmn2:userTask id="approve" …>`. */
export function openingTag(xml: string, id: string): string {
  return xml.match(new RegExp(`<[^<>]* id="${id}"[^<>]*>`))?.[0] ?? '';
}

/** The XML from the element `id`'s opening tag to its closing tag. */
export function elementXml(xml: string, id: string): string {
  const start = xml.search(new RegExp(`<[\\w:]+ [^<>]*id="${id}"`));
  if (start < 0) return '';
  const tag = /^<([\w:]+)/.exec(xml.slice(start))![1]!;
  const open = openingTag(xml, id);
  if (open.endsWith('/>')) return open;
  const end = xml.indexOf(`</${tag}>`, start);
  return xml.slice(start, end + tag.length + 3);
}

/** The panel on `xml` with `elementId` chosen (the process when null) and its section `label` open. */
export async function renderSection(xml: string, elementId: string | null, label: string): Promise<PanelHarness> {
  const panel = await renderPanel(xml);
  if (elementId) await panel.select(elementId);
  await panel.openSection(label);
  return panel;
}
