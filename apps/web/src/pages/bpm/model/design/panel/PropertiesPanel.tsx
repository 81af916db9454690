/**
 * The element properties panel beside the canvas (480 px, narrower on smaller screens, below
 * the canvas on a phone: designer.css). Its sections open one at a time; 常规 is open by
 * default and again whenever another element is chosen.
 */
import { useState } from 'react';
import { Collapse, Typography } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { BASE_SECTION, PANEL_SECTIONS } from './sections';
import { useSelectedElement } from './useSelectedElement';

export default function PropertiesPanel({ modeler }: { modeler: Modeler | null }) {
  const { element, version } = useSelectedElement(modeler);
  const [active, setActive] = useState<{ elementId?: string; key: string | undefined }>({ key: BASE_SECTION });
  // Choosing another element reopens 常规 (derived during render, not in an effect).
  const activeKey = active.elementId === element?.id ? active.key : BASE_SECTION;

  return (
    <aside className="process-designer__panel" aria-label="属性面板">
      {modeler && element && (
        <Collapse
          accordion
          ghost
          destroyOnHidden
          activeKey={activeKey}
          onChange={(key) => setActive({ elementId: element.id, key: ([] as string[]).concat(key)[0] })}
          items={PANEL_SECTIONS.filter((s) => s.appliesTo(element)).map(({ key, label, icon, Component }) => ({
            key,
            label: (
              <Typography.Text strong>
                <span aria-hidden>{icon}</span> {label}
              </Typography.Text>
            ),
            // Keyed by element so a section's local state never leaks to the next element.
            children: <Component key={element.id} modeler={modeler} element={element} version={version} />,
          }))}
        />
      )}
    </aside>
  );
}
