/** The API prefix the server rendered into the tools document ('/api' by default). */
export function apiPrefix(): string {
  return document.getElementById('tools-root')?.dataset.apiPrefix ?? '/api';
}
