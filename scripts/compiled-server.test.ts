import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshCompiledEntry, SERVER_METAFILE } from './compiled-server.ts';

describe('which server entry a test or bench starts', () => {
  let root: string;
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 26, 0, 0, seconds));
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'wx-compiled-'));
    await mkdir(join(root, 'server'), { recursive: true });
    await mkdir(join(root, 'dist/server'), { recursive: true });
    await writeFile(join(root, 'server/main.ts'), 'main');
    await writeFile(join(root, 'server/config.ts'), 'config');
    await writeFile(join(root, 'dist/server/main.js'), 'bundle');
    await writeFile(
      join(root, SERVER_METAFILE),
      JSON.stringify({
        outputs: {
          'dist/server/main.js': {
            entryPoint: 'server/main.ts',
            inputs: { 'server/main.ts': {}, 'server/config.ts': {}, 'plugin:virtual': {} },
          },
          'dist/server/main.js.map': { inputs: {} },
        },
      }),
    );
    await utimes(join(root, 'server/main.ts'), at(1), at(1));
    await utimes(join(root, 'server/config.ts'), at(1), at(1));
    await utimes(join(root, 'dist/server/main.js'), at(2), at(2));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is the compiled file when it was built after every file in it', () => {
    expect(freshCompiledEntry('server/main.ts', root)).toBe('dist/server/main.js');
  });

  it('is the sources when a file in the bundle changed since the build', async () => {
    await utimes(join(root, 'server/config.ts'), at(3), at(3));
    expect(freshCompiledEntry('server/main.ts', root)).toBeUndefined();
  });

  it('is the sources when a file in the bundle is gone, or nothing was built for the entry', async () => {
    expect(freshCompiledEntry('server/cluster.ts', root)).toBeUndefined();
    await rm(join(root, 'server/config.ts'));
    expect(freshCompiledEntry('server/main.ts', root)).toBeUndefined();
  });

  it('is the sources when there is no build', async () => {
    await rm(join(root, 'dist'), { recursive: true });
    expect(freshCompiledEntry('server/main.ts', root)).toBeUndefined();
  });
});
