export async function qaRoutes(_app: unknown, _opts: unknown): Promise<void> {}
