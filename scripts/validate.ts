/**
 * `npm run validate [files or folders]`: the content editors' command (issue 2). Checks page
 * descriptions and prints every problem as `file:line:column pointer message`, then a summary.
 * Exit code: 0 all valid, 1 any problem, 2 a bad argument (missing path, unknown option, nothing
 * to check). Never prints a stack trace.
 *
 * Which files: a file named on the command line is always checked, whatever folder it is in. A
 * folder is walked for `*.json`, except that a content root (a folder named `content`, or one
 * holding a `pages` folder) contributes only its `pages` folder: content/data (locations) and
 * content/cap (CAP alerts) are not page descriptions. Hidden folders and node_modules are
 * skipped. With no argument: content/pages.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  allIssues,
  formatIssue,
  validatePageDescriptionText,
  type ValidationIssue,
} from '#engine/validate-text.ts';

export const DEFAULT_TARGET = 'content/pages';

const USAGE = 'Usage: npm run validate [files or folders]   (default: content/pages)';

export class BadArgument extends Error {}

async function kindOf(path: string): Promise<'file' | 'folder' | undefined> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) return 'folder';
    return info.isFile() ? 'file' : undefined;
  } catch {
    return undefined;
  }
}

/** Only a folder named on the command line can be a content root; pages may live in any folder below. */
async function walk(folder: string, out: string[], isArgument = false): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true });
  const names = new Set(entries.filter((e) => e.isDirectory()).map((e) => e.name));
  if (isArgument && (names.has('pages') || basename(resolve(folder)) === 'content')) {
    if (names.has('pages')) await walk(join(folder, 'pages'), out);
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && entry.name !== 'node_modules') await walk(path, out);
    } else if (entry.isFile() && entry.name.endsWith('.json')) {
      out.push(path);
    }
  }
}

/** The files to check for these arguments, sorted; throws BadArgument for a missing path. */
export async function collectFiles(targets: readonly string[]): Promise<string[]> {
  const files = new Set<string>();
  for (const target of targets) {
    const kind = await kindOf(target);
    if (kind === undefined) throw new BadArgument(`No such file or folder: ${target}`);
    if (kind === 'file') {
      files.add(target);
      continue;
    }
    const found: string[] = [];
    await walk(target, found, true);
    for (const file of found) files.add(file);
  }
  return [...files].sort();
}

/** Validates one file; an unreadable file is an issue too, not a crash. */
export async function checkFile(file: string, shownAs = file): Promise<ValidationIssue[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return [
      {
        file: shownAs,
        line: 1,
        column: 1,
        pointer: '',
        message: `Cannot read this file (${String(code ?? 'unknown error')}).`,
      },
    ];
  }
  return allIssues(validatePageDescriptionText(text, shownAs));
}

function display(file: string): string {
  return isAbsolute(file) ? file : relative(process.cwd(), file) || file;
}

/** Where main() writes: process.stdout/stderr, or a collector in tests. */
export interface Output {
  write(text: string): unknown;
}

export async function main(
  args: readonly string[],
  out: Output = process.stdout,
  err: Output = process.stderr,
): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    out.write(`${USAGE}\n`);
    return 0;
  }
  const option = args.find((a) => a.startsWith('-'));
  try {
    if (option) throw new BadArgument(`Unknown option: ${option}`);
    const files = await collectFiles(args.length > 0 ? args : [DEFAULT_TARGET]);
    if (files.length === 0)
      throw new BadArgument(
        `No page descriptions (*.json) found in: ${args.join(', ') || DEFAULT_TARGET}`,
      );
    let withErrors = 0;
    for (const file of files) {
      const issues = await checkFile(file, display(file));
      if (issues.length > 0) withErrors += 1;
      for (const issue of issues) out.write(`${formatIssue(issue)}\n`);
    }
    const checked = `${files.length} file${files.length === 1 ? '' : 's'} checked`;
    out.write(`${checked}, ${withErrors} with errors\n`);
    return withErrors > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof BadArgument) {
      err.write(`${error.message}\n${USAGE}\n`);
      return 2;
    }
    err.write(`validate: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
