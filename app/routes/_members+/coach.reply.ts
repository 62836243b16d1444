import type { ActionFunctionArgs } from "@remix-run/node";
import { COACH_FAILURE } from "~/lib/coach";
import { formValues } from "~/lib/form-values";
import { requireMember } from "~/server/members/member-access.server";
import { askCoach } from "~/server/members/coach/coach.server";
import { postOnly, readForm, requireSameOrigin } from "~/server/platform/request.server";

// With JavaScript, the chat posts here and reads the answer as it is written: plain text,
// piece by piece. An answer that fails before its first piece gets a JSON error instead;
// one that fails later ends the stream with an error, and the chat shows the failure toast.
export async function action({ request }: ActionFunctionArgs) {
  requireSameOrigin(request);
  const user = await requireMember(request);
  const answer = await askCoach(user.id, formValues(await readForm(request), ["message"]).message, request.signal);
  if (!answer.ok) return Response.json({ error: answer.error }, { status: answer.status });
  let first: IteratorResult<string, void>;
  try {
    first = await answer.chunks.next();
  } catch (error) {
    console.error("[coach] no answer", error);
    return Response.json({ error: COACH_FAILURE }, { status: 502 });
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      try {
        const next = await answer.chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error("[coach] answer broke off", error);
        controller.error(error);
      }
    },
  });
  // no-transform: compression would hold the pieces back until the end.
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store, no-transform" } });
}

export const loader = postOnly;
