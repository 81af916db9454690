import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';

/**
 * Waits until every text shows at once, in `container` (a `within(...)` or `screen`).
 *
 * A form's messages are drawn again whenever the form validates again: a submit re-checks the
 * fields already checked while they were typed, and rc-field-form clears a field's errors while it
 * validates, so an element `findByText` found a moment ago can be gone a moment later (under load,
 * before the next line asserts on it). Checking all the texts in one retried check asserts what a
 * person sees once the form has settled.
 */
export async function showsTexts(container: { getByText(text: string): HTMLElement }, texts: readonly string[]): Promise<void> {
  await waitFor(() => {
    for (const text of texts) expect(container.getByText(text)).toBeInTheDocument();
  });
}
