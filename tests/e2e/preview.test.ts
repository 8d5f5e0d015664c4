import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import { editorText, phoneFrame, setEditorText } from '../support/preview-fixtures.ts';

const journey = useSiteAndBrowser();

type Description = {
  layout: { name: string; primary: Record<string, Array<Record<string, unknown>>> };
  [field: string]: unknown;
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2) + '\n';
const status = (page: Page) => page.getByRole('status').first().textContent();

/** The `links` of every link-list module in a description, in the order the outline lists them. */
function linkLists(node: unknown): unknown[][] {
  if (Array.isArray(node)) return node.flatMap(linkLists);
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  if (record.name === 'link-list' && Array.isArray(record.links)) return [record.links];
  return Object.values(record).flatMap(linkLists);
}

async function openPreview(path: string) {
  const context = await newContext(journey.browser, DESKTOP);
  const page = await context.newPage();
  await page.goto(`${journey.site.url}/preview/pages${path}`);
  await expect.poll(() => status(page)).toBe(`Opened ${path}.`);
  return { context, page };
}

describe('the editors\u2019 preview: one document at a time', () => {
  // Issue 23: one Ctrl+Z after opening the radar page swapped the editor back to /national.
  it('opens page A, then page B: undo stays in page B, whose path and address follow it', async () => {
    const { context, page } = await openPreview('/national');
    const radar = pretty(
      await (await fetch(`${journey.site.url}/api/pages/maps-radar/rain/radar`)).json(),
    );
    // An edit of A, then B from the path box: leaving asks, and A's change stays in the browser.
    const national = await editorText(page);
    await setEditorText(
      page,
      national.replace('"New Zealand weather forecast"', '"Edited national"'),
    );
    await page.getByLabel('Page path').fill('/maps-radar/rain/radar');
    await page.getByRole('button', { name: 'Open page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave the page /national?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => status(page)).toBe('Opened /maps-radar/rain/radar.');
    expect(new URL(page.url()).pathname).toBe('/preview/pages/maps-radar/rain/radar');
    expect(await page.getByLabel('Page path').inputValue()).toBe('/maps-radar/rain/radar');
    expect(await editorText(page)).toBe(radar);

    await page.locator('.cm-content').focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await editorText(page)).toBe(radar);
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe(
      'Editing the page /maps-radar/rain/radar',
    );

    // Back to A once B shows in the preview: each rendering's frames once added entries to the
    // browser's history, and Back stepped through them instead of going back to A.
    await expect
      .poll(() => phoneFrame(page).getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Rain radar');
    // A's unsaved change is offered, and restored as an edit undo can take back.
    await page.goBack();
    await expect.poll(() => status(page)).toBe('Opened /national.');
    const offer = page.getByRole('region', { name: 'Unsaved changes in this browser' });
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await expect.poll(() => editorText(page)).toContain('"Edited national"');
    await page.locator('.cm-content').focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => editorText(page)).toBe(national);
    await context.close();
  }, 120_000);

  it('shows a module with a wrong type as a note on it, "titel" with "did you mean", and a page fault as the error page', async () => {
    const { context, page } = await openPreview('/national');
    const national = JSON.parse(await editorText(page)) as Description;
    const broken = structuredClone(national);
    const map = broken.layout.primary.main?.[0] as Record<string, unknown>;
    map.title = 42;
    map.titel = 'Misspelt';
    await setEditorText(page, pretty(broken));
    // The error list names both, each at its place.
    await page.getByRole('tab', { name: /errors?$/ }).click();
    const typeError = page.getByRole('button', {
      name: /\/layout\/primary\/main\/0\/title Expected a string here, found a number/,
    });
    const misspelt = page.getByRole('button', {
      name: /\/layout\/primary\/main\/0\/titel Unknown field 'titel'.*Did you mean 'title'\?/,
    });
    await expect.poll(() => typeError.count()).toBe(1);
    await expect.poll(() => misspelt.count()).toBe(1);
    // The preview: a note on that module; the page itself is served.
    const note = phoneFrame(page)
      .getByRole('note')
      .filter({ hasText: /static-map.*\/title Expected a string/ });
    await expect.poll(() => note.count()).toBe(1);
    expect(await phoneFrame(page).getByRole('heading', { level: 1 }).first().textContent()).toBe(
      'New Zealand weather forecast',
    );
    await expect
      .poll(() => page.locator('.tools-pane__status').textContent())
      .toMatch(/^Rendered as of/);

    // A fault of the page itself: what the live site serves, and its status.
    await setEditorText(
      page,
      pretty({ ...national, layout: { ...national.layout, name: 'five-upp' } }),
    );
    await expect
      .poll(() => page.locator('.tools-pane__status').textContent())
      .toMatch(
        /^The live site would refuse this page: visitors would get its error page, with status 500/,
      );
    await expect
      .poll(() => phoneFrame(page).getByRole('heading', { level: 1 }).first().textContent())
      .toBe("Oops! There's been an error");
    await context.close();
  }, 120_000);
});

describe('the editors\u2019 preview: click to edit, arrange visually', () => {
  it('selects a clicked module, adds one from the palette, moves it, removes another and saves it all', async () => {
    const { context, page } = await openPreview('/national');
    const phone = phoneFrame(page);
    // Click a module in the preview: the form shows it and the JSON goes to it.
    await phone.getByRole('heading', { name: 'Using this page' }).click();
    await expect
      .poll(() => page.getByLabel('Selected module').inputValue())
      .toBe('/layout/primary/leftMajor/0');
    expect(
      await page.getByRole('tab', { name: 'Module', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByLabel('title', { exact: true }).inputValue()).toBe('Using this page');
    await expect
      .poll(() => page.locator('.tools-cursor').textContent())
      .toBe('At /layout/primary/leftMajor/0');

    // From the palette: a promo into the main slot, its required fields from the schema's example.
    await page.getByRole('tab', { name: 'Add a module' }).click();
    await page.getByLabel('Add to slot').selectOption({ label: 'primary · main' });
    await page.getByRole('button', { name: 'Add promo to primary · main' }).click();
    await expect
      .poll(() => page.getByLabel('Selected module').inputValue())
      .toBe('/layout/primary/main/1');
    await expect.poll(() => phone.getByRole('heading', { name: 'Get the app' }).count()).toBe(1);

    // Dragged to the top of another slot in the outline.
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page
      .getByRole('button', { name: 'promo: Get the app' })
      .dragTo(page.getByRole('button', { name: 'text: Using this page' }), {
        targetPosition: { x: 10, y: 2 },
      });
    await expect.poll(() => status(page)).toBe('Moved the module.');
    const outline = page.getByRole('region', { name: 'primary · leftMajor' });
    expect(await outline.getByRole('button').allTextContents()).toEqual([
      'promo: Get the app',
      'text: Using this page',
    ]);

    // Another removed with the Module tab's button.
    await page.getByRole('button', { name: 'text: Using this page' }).click();
    await page.getByRole('tab', { name: 'Module', exact: true }).click();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => status(page)).toBe('Removed text: Using this page.');
    await expect
      .poll(() => phone.getByRole('heading', { name: 'Using this page' }).count())
      .toBe(0);
    const saved = await editorText(page);

    // Saved, then opened again from its link in a fresh browser: all there, and valid.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => status(page)).toBe('Saved as a new draft (version 1).');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/preview\/drafts\/[\w-]{16}$/);
    const link = await page.getByRole('link', { name: /\/preview\/drafts\// }).getAttribute('href');
    const fresh = await newContext(journey.browser, DESKTOP);
    const other = await fresh.newPage();
    await other.goto(link ?? '');
    await expect.poll(() => editorText(other)).toBe(saved);
    await expect.poll(() => other.getByRole('tab', { name: 'No errors' }).count()).toBe(1);
    const description = JSON.parse(saved) as Description;
    expect(description.layout.primary.leftMajor?.map((m) => m.name)).toEqual(['promo']);
    expect(description.layout.primary.main?.map((m) => m.name)).toEqual(['static-map']);
    await expect
      .poll(() => phoneFrame(other).getByRole('heading', { name: 'Get the app' }).count())
      .toBe(1);
    await fresh.close();

    // Saving again keeps the address and makes version 2.
    await page.getByLabel('Selected module').selectOption('/layout/primary/leftMajor/0');
    await page.getByRole('textbox', { name: 'title (required)' }).fill('Get the new app');
    await page.getByRole('button', { name: 'Save version 2' }).click();
    await expect.poll(() => status(page)).toBe('Saved as version 2 of this draft.');
    expect(page.url()).toBe(link);
    await context.close();
  }, 180_000);

  it('edits lists inside a module in its form: each change an edit of the JSON, undone with the rest', async () => {
    const { context, page } = await openPreview('/national');
    const original: unknown = JSON.parse(await editorText(page));
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page
      .getByRole('button', { name: /^link-list/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Module', exact: true }).click();
    const links = page.getByRole('group', { name: /^links \(\d+ items\)$/ });
    const before = Number(
      /\((\d+) items\)/.exec((await links.locator('legend').textContent()) ?? '')?.[1],
    );
    await links.getByRole('button', { name: 'Add to links' }).click();
    await expect
      .poll(() => links.locator('legend').textContent())
      .toBe(`links (${before + 1} items)`);
    await page.getByRole('button', { name: `Remove links item ${before + 1}` }).click();
    await page.getByRole('button', { name: 'Move links item 2 up' }).click();
    // The JSON holds the list with its first two links swapped, the rest as they were.
    const [first, second, ...rest] = linkLists(original)[0] ?? [];
    await expect
      .poll(async () => linkLists(JSON.parse(await editorText(page)))[0])
      .toEqual([second, first, ...rest]);
    await page.locator('.cm-content').focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('ControlOrMeta+Z');
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => links.locator('legend').textContent()).toBe(`links (${before} items)`);
    await context.close();
  }, 120_000);
});
