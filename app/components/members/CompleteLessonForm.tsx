import { Form, useNavigation } from "@remix-run/react";

/** 'Mark Lesson Complete' (a plain POST); 'Lesson Completed' and disabled once done or while saving. */
export function CompleteLessonForm({ completed }: { completed: boolean }) {
  const saving = useNavigation().state === "submitting";
  return (
    <Form method="post" preventScrollReset className="mt-6">
      <button
        type="submit"
        name="intent"
        value="complete"
        disabled={completed || saving}
        className="rounded-md bg-green-700 px-5 py-3 font-semibold text-white hover:bg-green-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {completed ? "Lesson Completed" : saving ? "Saving..." : "Mark Lesson Complete"}
      </button>
    </Form>
  );
}
