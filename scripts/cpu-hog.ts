/**
 * Holds one core busy while a command runs, to find tests that only pass on a quiet machine
 * (issue 21): `tsx scripts/cpu-hog.ts [--repeat N] [--max-minutes M] -- <command...>`, for example
 * `npm run hog -- --repeat 3 -- npm test`. Without a command it only holds the core, for
 * --max-minutes. The hog is a busy loop in a child process that ends by itself after
 * --max-minutes (default 60) even if this script is killed, and is stopped as soon as the last
 * run ends. Prints each run's time and exit code; exits with the first failing run's code.
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Options {
  repeat: number;
  maxMinutes: number;
  command: string[];
}

function parse(argv: string[]): Options {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  const value = (name: string, fallback: number): number => {
    const at = own.indexOf(name);
    if (at === -1) return fallback;
    const n = Number(own[at + 1]);
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number from 1`);
    return n;
  };
  return { repeat: value('--repeat', 1), maxMinutes: value('--max-minutes', 60), command };
}

/** A busy loop in its own process: one core, bounded in time whatever happens to its parent. */
function startHog(maxMinutes: number): ChildProcess {
  const end = Date.now() + maxMinutes * 60_000;
  const loop = `const end=${end};let x=0;while(Date.now()<end){for(let i=0;i<1e6;i++)x+=i%7}`;
  return spawn(process.execPath, ['-e', loop], { stdio: 'ignore' });
}

function run(command: string[]): Promise<number> {
  const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit' });
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  const hog = startHog(options.maxMinutes);
  const stopHog = () => hog.exitCode === null && hog.kill('SIGKILL');
  process.once('SIGINT', () => {
    stopHog();
    process.exit(130);
  });
  console.log(`cpu-hog: pid ${hog.pid} holds one core (at most ${options.maxMinutes} min)`);
  if (options.command.length === 0) {
    await new Promise((resolve) => hog.once('exit', resolve));
    return 0;
  }
  let failed = 0;
  try {
    for (let i = 1; i <= options.repeat; i++) {
      const started = Date.now();
      const code = await run(options.command);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(
        `cpu-hog: run ${i} of ${options.repeat}: ${options.command.join(' ')} exited ${code} after ${seconds} s`,
      );
      if (code !== 0 && failed === 0) failed = code;
    }
  } finally {
    stopHog();
  }
  return failed;
}

process.exitCode = await main();
