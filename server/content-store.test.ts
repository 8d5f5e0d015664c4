import { once } from 'node:events';
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validatePageDescription } from '#schemas/generated/validators.js';
import { ContentStore } from './content-store.server.ts';
import { ERROR_PAGE_TITLE } from './error-pages.server.ts';
import {
  captureLogger,
  makeContentDir,
  page,
  standardPages,
  type TempContent,
} from '#tests/support/server-fixtures.ts';

let content: TempContent;
let store: ContentStore | undefined;

beforeEach(async () => {
  content = await makeContentDir();
});
afterEach(async () => {
  await store?.close();
  store = undefined;
  await content.remove();
});

async function open(options: { watch?: boolean; showIssues?: boolean } = {}) {
  const { logger, lines } = captureLogger();
  store = await ContentStore.open({
    contentDir: content.dir,
    logger,
    watch: options.watch ?? false,
    debounceMs: 20,
    showIssues: options.showIssues ?? false,
  });
  return { store, lines };
}

describe('ContentStore', () => {
  it('maps every page file to the URL of its path, and nothing else', async () => {
    await writeFile(join(content.pagesDir, 'README.md'), '# not a page');
    await writeFile(join(content.pagesDir, 'Bad Name.json'), JSON.stringify(page('/bad-name')));
    const { store, lines } = await open();
    expect(store.urls().sort()).toEqual([
      '/broken',
      '/marine',
      '/national',
      '/not-found',
      '/towns-cities/locations/auckland',
      '/wrong-layout',
    ]);
    const entry = await store.get('/towns-cities/locations/auckland');
    expect(entry?.kind).toBe('page');
    expect(entry?.description.title).toBe('Title of /towns-cities/locations/auckland');
    expect(JSON.parse(entry!.json.toString('utf8'))).toEqual(
      standardPages['towns-cities/locations/auckland.json'],
    );
    expect(await store.get('/nowhere')).toBeUndefined();
    expect(lines.some((l) => l.msg.includes('not a valid page path'))).toBe(true);
  });

  it('does not follow symbolic links out of the pages folder', async () => {
    const outside = join(content.dir, 'secret.json');
    await writeFile(outside, JSON.stringify(page('/secret')));
    await symlink(outside, join(content.pagesDir, 'secret.json'));
    await symlink(content.dir, join(content.pagesDir, 'up'));
    const { store } = await open();
    expect(store.urls()).not.toContain('/secret');
    expect(store.urls().some((url) => url.startsWith('/up'))).toBe(false);
  });

  it('serves malformed JSON as the error description and logs where the fault is', async () => {
    const { store, lines } = await open();
    const entry = await store.get('/broken');
    expect(entry?.kind).toBe('invalid');
    expect(entry?.description).toMatchObject({
      url: '/broken',
      type: 'error',
      title: ERROR_PAGE_TITLE,
      layout: { name: 'not-found' },
    });
    expect(validatePageDescription(entry?.description)).toBe(true);
    const warning = lines.find((l) => l.msg.startsWith('invalid page description'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/pages\/broken\.json:2:\d+ /);
  });

  it('serves a schema-invalid page as the error description, naming the pointer', async () => {
    const { store, lines } = await open();
    const entry = await store.get('/wrong-layout');
    expect(entry?.kind).toBe('invalid');
    expect(entry?.description.url).toBe('/wrong-layout');
    const warning = lines.find((l) => l.msg.includes('wrong-layout.json'));
    expect(warning?.msg).toMatch(/wrong-layout\.json:\d+:\d+ \/layout\/name /);
    // Not shown to visitors unless in debug mode.
    expect(entry?.json.toString()).not.toContain('six-up');
  });

  it('shows the problems in the error description in debug mode', async () => {
    const { store } = await open({ showIssues: true });
    const entry = await store.get('/wrong-layout');
    expect(validatePageDescription(entry?.description)).toBe(true);
    expect(entry?.json.toString()).toContain('/layout/name');
  });

  it('falls back to a built-in not-found page when not-found.json is missing', async () => {
    await rm(join(content.pagesDir, 'not-found.json'));
    const { store, lines } = await open();
    const entry = await store.notFound();
    expect(entry.description.layout.name).toBe('not-found');
    expect(validatePageDescription(entry.description)).toBe(true);
    expect(lines.some((l) => l.level === 50 && l.msg.includes('not-found page missing'))).toBe(
      true,
    );
  });

  it('preloads every page and reports the broken ones', async () => {
    const { store } = await open();
    expect(await store.preload(4)).toEqual({ pages: 6, invalid: ['/broken', '/wrong-layout'] });
    expect(store.peek('/marine')?.kind).toBe('page');
  });

  it('loads a page once however many ask at the same time', async () => {
    const { store } = await open();
    const [a, b] = await Promise.all([store.get('/marine'), store.get('/marine')]);
    expect(a).toBe(b);
  });
});

describe('ContentStore watching', () => {
  it('picks up an edit, shows a bad edit as the error page, and recovers when fixed', async () => {
    const { store, lines } = await open({ watch: true });
    expect((await store.get('/marine'))?.description.title).toBe('Title of /marine');
    const file = join(content.pagesDir, 'marine.json');

    let reloaded = once(store, 'reload');
    await writeFile(file, JSON.stringify(page('/marine', { title: 'Marine forecasts' })));
    expect((await reloaded)[0]).toContain('/marine');
    expect((await store.get('/marine'))?.description.title).toBe('Marine forecasts');

    reloaded = once(store, 'reload');
    await writeFile(file, '{ "schemaVersion": 1, ');
    await reloaded;
    expect((await store.get('/marine'))?.kind).toBe('invalid');
    expect(lines.some((l) => l.msg.includes('marine.json:1:'))).toBe(true);

    reloaded = once(store, 'reload');
    await writeFile(file, JSON.stringify(page('/marine', { title: 'Fixed' })));
    await reloaded;
    expect((await store.get('/marine'))?.description.title).toBe('Fixed');
  });

  it('adds new pages, drops deleted ones and follows atomic saves', async () => {
    const { store } = await open({ watch: true });
    let reloaded = once(store, 'reload');
    await mkdir(join(content.pagesDir, 'rural/regions'), { recursive: true });
    await writeFile(
      join(content.pagesDir, 'rural/regions/canterbury.json'),
      JSON.stringify(page('/rural/regions/canterbury')),
    );
    await reloaded;
    // A second batch may still be on its way if the folder and file events were split.
    while (!store.urls().includes('/rural/regions/canterbury')) await once(store, 'reload');
    expect((await store.get('/rural/regions/canterbury'))?.kind).toBe('page');

    reloaded = once(store, 'reload');
    await rm(join(content.pagesDir, 'marine.json'));
    await reloaded;
    expect(await store.get('/marine')).toBeUndefined();

    await store.get('/national');
    reloaded = once(store, 'reload');
    const temp = join(content.pagesDir, '.national.json.tmp');
    await writeFile(temp, JSON.stringify(page('/national', { title: 'Saved atomically' })));
    await rename(temp, join(content.pagesDir, 'national.json'));
    while ((await store.get('/national'))?.description.title !== 'Saved atomically')
      await once(store, 'reload');
    await reloaded;
  });
});
