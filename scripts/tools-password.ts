/**
 * `npm run tools:password`: asks for a password (not echoed) and prints its scrypt hash for
 * TOOLS_USERS (docs/deploy.md, "The editors' tools"). With a pipe, reads the first line instead:
 * `printf '%s\n' "$PASSWORD" | npm run -s tools:password`.
 */
import { createInterface } from 'node:readline';
import { hashPassword } from '../server/tools/auth/passwords.ts';

async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    for await (const line of lines) return line;
    return '';
  }
  process.stderr.write('Password (not shown): ');
  input.setRawMode(true);
  let password = '';
  for await (const chunk of input) {
    for (const char of String(chunk)) {
      if (char === '\r' || char === '\n') {
        input.setRawMode(false);
        process.stderr.write('\n');
        return password;
      }
      if (char === '\u0003') process.exit(130); // Ctrl+C
      password = char === '\u007f' ? password.slice(0, -1) : password + char;
    }
  }
  return password;
}

const password = await readPassword();
if (password.length < 12) {
  console.error('Choose a password of at least 12 characters.');
  process.exit(1);
}
process.stdout.write(`${await hashPassword(password)}\n`);
process.exit(0);
