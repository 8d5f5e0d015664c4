/** Plain text as paragraphs of lines: a blank line starts a new paragraph, a single newline a new line. */
export function paragraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split('\n'));
}
