/** What a loader or action answered, read the way the browser would get it: status, headers and JSON body. */
export async function answerOf<Body = Record<string, unknown>>(answer: unknown): Promise<{ status: number; headers: Headers; body: Body }> {
  if (!(answer instanceof Response)) return { status: 200, headers: new Headers(), body: answer as Body };
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Body };
}
