import type { Page } from 'playwright-core';

/**
 * The whole text of the preview's JSON editor. CodeMirror keeps only the lines in view in the
 * DOM, so the text comes from the editor's state, through the view its content element carries
 * (`cmTile` in CodeMirror 6.39 and later, `cmView` before).
 */
export function editorText(page: Page): Promise<string> {
  return page.evaluate(() => {
    type View = { state: { doc: { toString(): string } } };
    const el = document.querySelector('.cm-content') as
      (HTMLElement & { cmTile?: { view?: View }; cmView?: { view?: View } }) | null;
    const view = el?.cmTile?.view ?? el?.cmView?.view;
    return view?.state.doc.toString() ?? '';
  });
}

/**
 * Replaces the editor's whole text as an editor does: select all, then paste. (Playwright's fill
 * and insertText type into the editor's DOM, which holds only the lines in view, and take a
 * minute for a text of some thousand lines; a paste goes to the editor whole.)
 */
export async function setEditorText(page: Page, text: string): Promise<void> {
  await page.locator('.cm-content').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    document
      .querySelector('.cm-content')
      ?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
  }, text);
}

/** The preview at one width, by its frame's title. */
export const phoneFrame = (page: Page) => page.frameLocator('iframe[title^="Preview at phone"]');

/** The line under the frames that says what they show. */
export const paneStatus = (page: Page) => page.locator('.tools-pane__status').textContent();
