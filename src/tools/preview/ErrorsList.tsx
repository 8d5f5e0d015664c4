import type { ValidationIssue } from '#engine/validate-text.ts';

interface Props {
  issues: readonly ValidationIssue[];
  onJump(issue: ValidationIssue): void;
}

/** Every problem with its place; choosing one puts the editor's cursor on it. */
export function ErrorsList({ issues, onJump }: Props) {
  if (issues.length === 0) return <p className="tools-ok">No errors: this page is valid.</p>;
  return (
    <ol className="tools-errors">
      {issues.map((issue) => (
        <li key={`${issue.pointer}|${issue.line}|${issue.column}|${issue.message}`}>
          <button type="button" onClick={() => onJump(issue)}>
            <span className="tools-errors__place">
              {issue.line}:{issue.column}
            </span>{' '}
            <code>{issue.pointer || '/'}</code> {issue.message}
          </button>
        </li>
      ))}
    </ol>
  );
}
