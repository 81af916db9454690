/**
 * For the section tests: the sections fixture on a real Modeler, the whole properties panel
 * beside it, and the gestures a user makes (choose an element, open a section, pick from a
 * drop-down). Tests then read the exported XML and what the panel shows.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../../../../test/render';
import { createTestDesigner } from '../../../../../../../../bpmn/testing/designerHarness';
import type { DesignerController } from '../../../../../../../../bpmn/DesignerController';
import PropertiesPanel from '../../PropertiesPanel';
import SECTIONS_BPMN from './fixtures/sections.bpmn?raw';

export { SECTIONS_BPMN };

export async function renderPanel(xml: string = SECTIONS_BPMN) {
  const designer: DesignerController = createTestDesigner();
  await designer.importXml(xml);
  renderWithProviders(<PropertiesPanel modeler={designer.modeler} />);
  const user = userEvent.setup({ delay: null });

  const select = (id: string) =>
    act(() => {
      const registry = designer.modeler.get('elementRegistry') as { get(id: string): unknown };
      (designer.modeler.get('selection') as { select(e: unknown): void }).select(registry.get(id));
    });

  /** Chooses `elementId` on the canvas and opens the panel section labelled `section`. */
  const open = async (elementId: string | null, section: string) => {
    if (elementId) await select(elementId);
    await user.click(screen.getByRole('tab', { name: new RegExp(section) }));
  };

  /** Replaces the text of `field` as a paste would (one input event, not one per key). */
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text) await user.paste(text);
  };

  /** Picks `option` in the drop-down labelled `label`. */
  const pick = async (label: string, option: string) => {
    const combobox = screen.getByRole('combobox', { name: label });
    await user.click(combobox);
    // Dropdowns opened earlier stay in the document, hidden: take the one this box controls.
    const listbox = await waitFor(() => {
      const opened = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
      if (!opened) throw new Error(`「${label}」的下拉列表没有打开`);
      return opened;
    });
    await user.click(within(listbox.parentElement!).getByTitle(option));
  };

  /** What the drop-down labelled `label` shows as chosen. */
  const chosen = (label: string) => {
    const select = screen.getByRole('combobox', { name: label }).closest('.ant-select')!;
    return select.querySelector('.ant-select-content')?.textContent ?? '';
  };

  const undo = async () => {
    act(() => designer.undo());
    await waitFor(() => undefined);
  };

  return { designer, user, select, open, fill, pick, chosen, undo, xml: () => designer.saveXml() };
}

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
