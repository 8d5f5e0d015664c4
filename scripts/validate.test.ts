import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkFile, collectFiles, main } from './validate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Resolved from the project, so the command also runs from other folders (the temporary content).
const tsxLoader = pathToFileURL(createRequire(join(root, 'package.json')).resolve('tsx')).href;
const brokenDir = 'tests/fixtures/broken-pages';

/** Runs the real command the way `npm run validate` does, from the project folder. */
function runCli(
  args: string[],
  cwd = root,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', tsxLoader, join(root, 'scripts/validate.ts'), ...args],
      { cwd, env: { ...process.env, NODE_OPTIONS: '' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** A fake output stream collecting what main() writes. */
function sink() {
  const chunks: string[] = [];
  return { stream: { write: (s: string) => chunks.push(s) }, text: () => chunks.join('') };
}

const page = (url: string) =>
  JSON.stringify(
    { schemaVersion: 1, url, type: 't', name: 'n', title: 'T', layout: { name: 'five-up' } },
    null,
    2,
  );

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'validate-'));
  mkdirSync(join(tmp, 'content/pages/towns-cities/locations'), { recursive: true });
  mkdirSync(join(tmp, 'content/data'), { recursive: true });
  mkdirSync(join(tmp, 'content/cap'), { recursive: true });
  writeFileSync(join(tmp, 'content/pages/national.json'), page('/national'));
  writeFileSync(
    join(tmp, 'content/pages/towns-cities/locations/auckland.json'),
    page('/towns-cities/locations/auckland'),
  );
  writeFileSync(join(tmp, 'content/pages/notes.txt'), 'not json, not checked');
  writeFileSync(join(tmp, 'content/data/locations.json'), '[{"key": "auckland"}]');
  writeFileSync(join(tmp, 'content/cap/alert.json'), '{"not": "a page"}');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run validate (the command)', () => {
  it('prints each issue as file:line:column pointer message, a summary, and exits 1', async () => {
    const result = await runCli([
      `${brokenDir}/unknown-layout.json`,
      `${brokenDir}/several-problems.json`,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual([
      `${brokenDir}/several-problems.json:5:11 /name Must not be empty.`,
      `${brokenDir}/several-problems.json:9:19 /layout/mobileView Unknown 'mobileView' value 'tabs'. Allowed values: drawers, stacked.`,
      expect.stringMatching(
        /^tests\/fixtures\/broken-pages\/several-problems\.json:12:35 \/layout\/navigation\/links\/0\/url Link URL 'ftp:/,
      ),
      `${brokenDir}/several-problems.json:16:18 /searchLabel Expected a string here, found a number.`,
      `${brokenDir}/unknown-layout.json:8:13 /layout/name Unknown layout name 'fivee-up'. Allowed names: five-up, map, warnings-map, not-found, overlay.`,
      '2 files checked, 2 with errors',
    ]);
  });

  it('checks every fixture of a folder and reports each file', async () => {
    const fixtures = readdirSync(join(root, brokenDir)).filter((f) => f.endsWith('.json'));
    const result = await runCli([brokenDir]);
    expect(result.code).toBe(1);
    for (const name of fixtures) expect(result.stdout).toContain(`${brokenDir}/${name}:`);
    expect(result.stdout).toContain(
      `${fixtures.length} files checked, ${fixtures.length} with errors`,
    );
    expect(result.stdout).not.toMatch(/\n\s+at /);
  });

  it('exits 0 when every page is valid, walking only content/pages of a content folder', async () => {
    const result = await runCli(['content'], tmp);
    expect(result).toEqual({ code: 0, stdout: '2 files checked, 0 with errors\n', stderr: '' });
  });

  it('exits 2 with a one-line reason and no stack trace for a missing path', async () => {
    const result = await runCli(['content/pages/nowhere.json'], tmp);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('No such file or folder: content/pages/nowhere.json');
    expect(result.stderr).not.toMatch(/\n\s+at |Error:/);
  });
});

describe('main', () => {
  it('knows the module catalogue: a misspelt module fails with the closest names', async () => {
    const file = join(tmp, 'misspelt.json');
    const description = JSON.parse(page('/misspelt')) as { layout: object };
    description.layout = {
      name: 'five-up',
      primary: { main: [{ name: 'feed-lsit', title: 'Latest weather news', items: [] }] },
    };
    writeFileSync(file, JSON.stringify(description, null, 2));
    const out = sink();
    expect(await main([file], out.stream, sink().stream)).toBe(1);
    expect(out.text()).toMatch(
      /misspelt\.json:\d+:\d+ \/layout\/primary\/main\/0\/name Unknown module "feed-lsit"\. Did you mean "feed-list"\?\n1 file checked, 1 with errors\n$/,
    );
  });

  it('checks a file named explicitly even under content/data', async () => {
    const out = sink();
    const code = await main([join(tmp, 'content/data/locations.json')], out.stream, sink().stream);
    expect(code).toBe(1);
    expect(out.text()).toContain(
      'locations.json:1:1 / A page description must be a JSON object, found an array.',
    );
  });

  it('defaults to content/pages', async () => {
    const cwd = process.cwd();
    process.chdir(tmp);
    try {
      const out = sink();
      expect(await main([], out.stream, sink().stream)).toBe(0);
      expect(out.text()).toBe('2 files checked, 0 with errors\n');
    } finally {
      process.chdir(cwd);
    }
  });

  it.each([
    [['--strict'], /Unknown option: --strict/],
    [[join(tmpdir(), 'no-such-folder-for-validate')], /No such file or folder/],
  ])('exits 2 for bad arguments %j', async (args, message) => {
    const err = sink();
    expect(await main(args, sink().stream, err.stream)).toBe(2);
    expect(err.text()).toMatch(message);
  });

  it('exits 2 when a folder holds no page descriptions', async () => {
    const empty = mkdtempSync(join(tmp, 'empty-'));
    const err = sink();
    expect(await main([empty], sink().stream, err.stream)).toBe(2);
    expect(err.text()).toMatch(/No page descriptions \(\*\.json\) found/);
  });

  it('reports an unreadable path as an issue, not a crash', async () => {
    const issues = await checkFile(join(tmp, 'content/pages'), 'pages');
    expect(issues).toEqual([
      expect.objectContaining({
        file: 'pages',
        line: 1,
        column: 1,
        message: expect.stringMatching(/^Cannot read this file \(EISDIR\)/),
      }),
    ]);
  });
});

describe('content/pages of this project', () => {
  it('has at least one page and every page description validates', async () => {
    const files = await collectFiles([join(root, 'content/pages')]).catch(() => []);
    expect(files.length, 'no page descriptions under content/pages').toBeGreaterThan(0);
    const problems: string[] = [];
    for (const file of files) {
      for (const issue of await checkFile(file))
        problems.push(
          `${issue.file}:${issue.line}:${issue.column} ${issue.pointer} ${issue.message}`,
        );
    }
    expect(problems).toEqual([]);
  });

  it('passes `npm run validate content` as the issue asks', async () => {
    const result = await runCli(['content']);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^\d+ files? checked, 0 with errors\n$/);
    expect(result.code).toBe(0);
  });
});
