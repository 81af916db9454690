/**
 * Test kit for the panel's sections: a real Modeler on a fixture, the whole PropertiesPanel
 * beside it, and the few gestures the tests repeat (choose an element, open a section, pick
 * an option of an antd Select, answer a confirmation).
 */
import { expect } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../../../test/render';
import { createTestDesigner } from '../../../../../../../bpmn/testing/designerHarness';
import type { DesignerController } from '../../../../../../../bpmn/DesignerController';
import PropertiesPanel from '../PropertiesPanel';

export type User = ReturnType<typeof userEvent.setup>;

export interface PanelHarness {
  designer: DesignerController;
  user: User;
  /** Selects the diagram element with that id, as a click on the canvas would. */
  select(id: string): Promise<void>;
  /** Opens the panel section with that header label. */
  openSection(label: string): Promise<void>;
  xml(): Promise<string>;
  undo(): void;
}

let current: DesignerController | undefined;

/** Call from `afterEach`: the modeler outlives React's cleanup otherwise. */
export function destroyPanel() {
  current?.destroy();
  current = undefined;
}

export async function renderPanel(fixture: string): Promise<PanelHarness> {
  const designer = createTestDesigner();
  current = designer;
  await designer.importXml(fixture);
  renderWithProviders(<PropertiesPanel modeler={designer.modeler} />);
  // Styles are not loaded under test (css: false), so the pointer-events check only costs time.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return {
    designer,
    user,
    select: async (id) => {
      const registry = designer.modeler.get('elementRegistry') as { get(id: string): unknown };
      await act(async () => (designer.modeler.get('selection') as { select(e: unknown): void }).select(registry.get(id)));
    },
    openSection: async (label) => {
      await user.click(screen.getByRole('tab', { name: new RegExp(label) }));
    },
    xml: () => designer.saveXml(),
    undo: () => act(() => designer.undo()),
  };
}

/**
 * Picks `option` in the antd Select labelled `label` (inside `scope`, e.g. a dialog). Waits
 * for the select, which may only just have been revealed by an earlier choice.
 */
export async function choose(user: User, scope: HTMLElement, label: string, option: string) {
  // By label, not by role: role queries walk the whole canvas and are ten times slower here.
  const combobox = await within(scope).findByLabelText(label);
  await user.click(combobox);
  const listId = combobox.getAttribute('aria-controls') ?? combobox.getAttribute('aria-owns');
  const popup = (listId && document.getElementById(listId)?.closest<HTMLElement>('.ant-select-dropdown')) || document.body;
  await user.click(within(popup).getByTitle(option));
}

/**
 * The open dialog with that title. Found by its title text: under test antd gives every
 * dialog the same `aria-labelledby` id, so stacked dialogs share one accessible name.
 */
export function dialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const titled = (d: HTMLElement) => d.querySelector('.ant-modal-title, .ant-modal-confirm-title')?.textContent === title;
    const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find(titled);
    if (!found) throw new Error(`no open dialog titled ${title}`);
    return found;
  });
}

export async function confirmRemoval(user: User, text: string, answer: '确定' | '取消') {
  const prompt = await dialog('系统提示');
  expect(prompt).toHaveTextContent(text);
  await user.click(within(prompt).getByRole('button', { name: answer }));
  await waitFor(() => expect(prompt).not.toBeInTheDocument());
}

/** Enters a whole value at once, as a paste: typing it key by key re-renders the form per key. */
export async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

export const okButton = (scope: HTMLElement) => within(scope).getByRole('button', { name: /确\s*定/ });

/** The data rows of the panel list with that name (not its header, nor the 暂无数据 row). */
export const rowsOf = (list: string) =>
  Array.from(screen.getByLabelText(list, { selector: 'section' }).querySelectorAll<HTMLElement>('tr.ant-table-row'));
