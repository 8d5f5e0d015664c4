import type { ValidationIssue } from '#engine/validate-text.ts';

/** A module's problem found while rendering (its data, its render), not in the text itself. */
export interface RenderProblem {
  pointer: string;
  message: string;
}

interface Props {
  issues: readonly ValidationIssue[];
  problems: readonly RenderProblem[];
  onJump(issue: ValidationIssue): void;
  onReveal(pointer: string): void;
}

/**
 * Every problem with its place: the checks of `npm run validate` by line and column, and what
 * the render found of a module (data that failed), by pointer. Choosing one shows it in the JSON.
 */
export function ErrorsList({ issues, problems, onJump, onReveal }: Props) {
  if (issues.length === 0 && problems.length === 0)
    return <p className="tools-ok">No errors: this page is valid.</p>;
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
      {problems.map((problem) => (
        <li key={`${problem.pointer}|${problem.message}`}>
          <button type="button" onClick={() => onReveal(problem.pointer)}>
            <span className="tools-errors__place">render</span> <code>{problem.pointer}</code>{' '}
            {problem.message}
          </button>
        </li>
      ))}
    </ol>
  );
}
