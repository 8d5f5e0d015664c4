import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import { editorText, paneStatus, phoneFrame, setEditorText } from '../support/preview-fixtures.ts';

const journey = useSiteAndBrowser();

const status = (page: Page) => page.getByRole('status').first().textContent();

async function saveDraft(text: string, path: string): Promise<{ id: string; url: string }> {
  const res = await fetch(`${journey.site.url}/api/preview/drafts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, path }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

async function open(url: string) {
  const context = await newContext(journey.browser, DESKTOP);
  const page = await context.newPage();
  await page.goto(`${journey.site.url}${url}`);
  return { context, page };
}

const national = async () =>
  JSON.stringify(await (await fetch(`${journey.site.url}/api/pages/national`)).json(), null, 2);

describe('drafts: the area, versions and two tabs', () => {
  it('lists the editor’s drafts newest first with page, saved at and size', async () => {
    const older = await saveDraft(await national(), '/national');
    const newer = await saveDraft('{ "url": "/rural" }', '/rural');
    const { context, page } = await open('/preview/drafts');
    const rows = page.getByRole('row');
    await expect.poll(() => page.getByRole('heading', { name: 'Your drafts' }).count()).toBe(1);
    const first = rows.nth(1);
    expect(await first.getByRole('rowheader').textContent()).toBe('/rural');
    expect(await first.getByRole('cell').first().textContent()).toBe(
      '2:00 pm, Wednesday 25 November 2026',
    );
    expect(await first.getByRole('cell').nth(1).textContent()).toBe('19 B');
    const links = await page
      .getByRole('rowheader')
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.indexOf(newer.url)).toBeLessThan(links.indexOf(older.url));

    // Deleted from the list (asked first), and its link is then a not-found page of the tools.
    await first.getByRole('button', { name: /^Delete the draft of \/rural/ }).click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect.poll(() => status(page)).toBe('Deleted the draft of /rural.');
    await page.goto(`${journey.site.url}${newer.url}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Draft not found');
    expect(await page.getByText('No draft with this id.').count()).toBe(1);
    await context.close();
  }, 120_000);

  it('keeps versions: lists them, opens an earlier one, compares two by pointer', async () => {
    const text = await national();
    const draft = await saveDraft(text, '/national');
    const { context, page } = await open(draft.url);
    await expect.poll(() => editorText(page)).toBe(text);
    await setEditorText(page, text.replace('"New Zealand weather forecast"', '"Second"'));
    await page.getByRole('button', { name: 'Save version 2' }).click();
    await expect.poll(() => status(page)).toBe('Saved as version 2 of this draft.');
    await page.getByRole('link', { name: 'Versions' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Versions of the draft of /national');
    const diff = page.getByRole('list', { name: 'Differences between version 1 and version 2' });
    await expect
      .poll(() => diff.getByRole('listitem').allTextContents())
      .toEqual(['Changed /title version 1: "New Zealand weather forecast" version 2: "Second"']);
    await page.getByRole('link', { name: 'Version 1' }).click();
    await expect.poll(() => editorText(page)).toBe(text);
    expect(new URL(page.url()).pathname).toBe(`${draft.url}/versions/1`);
    expect(await page.getByRole('button', { name: 'Save as version 3' }).count()).toBe(1);
    await context.close();
  }, 120_000);

  it('refuses the later save of two tabs on one draft, loses nothing, and offers the way on', async () => {
    const text = await national();
    const draft = await saveDraft(text, '/national');
    const context = await newContext(journey.browser, DESKTOP);
    const [one, two] = [await context.newPage(), await context.newPage()];
    for (const page of [one, two]) {
      await page.goto(`${journey.site.url}${draft.url}`);
      await expect.poll(() => editorText(page)).toBe(text);
    }
    await setEditorText(one, text.replace('"New Zealand weather forecast"', '"From tab one"'));
    await one.getByRole('button', { name: 'Save version 2' }).click();
    await expect.poll(() => status(one)).toBe('Saved as version 2 of this draft.');
    // The other tab hears of it at once...
    await expect
      .poll(() =>
        two.getByRole('note').filter({ hasText: 'saved as version 2 in another tab' }).count(),
      )
      .toBe(1);
    // ...and its save is refused with what happened; its text stays.
    const mine = text.replace('"New Zealand weather forecast"', '"From tab two"');
    await setEditorText(two, mine);
    await two.getByRole('button', { name: 'Save version 2' }).click();
    await expect
      .poll(() => status(two))
      .toMatch(
        /^Not saved: the draft of \/national was saved again since you opened version 1 \(version 2, by local at 2:00 pm, Wednesday 25 November 2026\)\. Your changes are still here\.$/,
      );
    expect(await editorText(two)).toBe(mine);
    await two.getByRole('button', { name: 'Compare with version 2' }).click();
    await expect
      .poll(() =>
        two.getByRole('list', { name: 'Differences between version 2 and yours' }).textContent(),
      )
      .toBe('Changed /title version 2: "From tab one" yours: "From tab two"');
    await two.getByRole('button', { name: 'Save mine as version 3' }).click();
    await expect.poll(() => status(two)).toBe('Saved as version 3 of this draft.');
    const versions = (await (
      await fetch(`${journey.site.url}/api/preview/drafts/${draft.id}/versions`)
    ).json()) as { versions: { version: number }[] };
    expect(versions.versions.map((v) => v.version)).toEqual([3, 2, 1]);
    await context.close();
  }, 120_000);
});

describe('bad input', () => {
  it('says what is wrong with a 256 KB draft, a draft that is not JSON and a page of 500 modules', async () => {
    const { context, page } = await open('/preview/pages/national');
    await expect.poll(() => status(page)).toBe('Opened /national.');
    // Over 256 KB: not saved, and why; the text stays.
    const huge = JSON.stringify({ url: '/national', padding: 'x'.repeat(262_200) });
    await setEditorText(page, huge);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect
      .poll(() => status(page))
      .toBe('The draft was not saved: A draft can be at most 256 KB of JSON.');
    expect((await editorText(page)).length).toBe(huge.length);

    // Not JSON: the last rendering stays and says why; such a draft is saved as typed.
    await setEditorText(page, '{ "url": "/national", ');
    await expect
      .poll(() => paneStatus(page))
      .toBe('The JSON does not parse yet: showing the last rendering.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => status(page)).toBe('Saved as a new draft (version 1).');
    // The address follows once the draft's route has loaded, a moment after the message.
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/preview\/drafts\/[\w-]+$/);
    await page.reload();
    await expect.poll(() => editorText(page)).toBe('{ "url": "/national", ');

    // 500 modules: more than a page may hold, so the live site refuses it (its error page, 500).
    const description = JSON.parse(await national()) as {
      layout: { primary: { main: unknown[] } };
    };
    description.layout.primary.main = Array.from({ length: 500 }, (_, i) => ({
      name: 'text',
      text: `Module ${i}`,
    }));
    await setEditorText(page, JSON.stringify(description, null, 2));
    await expect
      .poll(() => paneStatus(page))
      .toMatch(
        /^The live site would refuse this page: visitors would get its error page, with status 500/,
      );
    await expect
      .poll(() => phoneFrame(page).getByRole('heading', { level: 1 }).first().textContent())
      .toBe("Oops! There's been an error");
    await context.close();
  }, 180_000);

  it('starts a new page at a path no page has, and answers unknown tools addresses with its own page', async () => {
    const { context, page } = await open('/preview/pages/news/not-a-page-yet');
    await expect
      .poll(() => status(page))
      .toBe(
        'No page has the path /news/not-a-page-yet on the live site: this is a new page there. Save it as a draft, or download it into content/pages.',
      );
    expect(JSON.parse(await editorText(page))).toMatchObject({ url: '/news/not-a-page-yet' });
    for (const address of ['/preview/nothing', '/qa/favourites/paths/1/and/more']) {
      await page.goto(`${journey.site.url}${address}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Page not found');
      expect(await page.getByText(/Hey developer|Unexpected Application Error/).count()).toBe(0);
    }
    await context.close();
  }, 120_000);
});
