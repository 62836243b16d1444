import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SurveyForm, surveyFormKey } from "~/components/funnel/SurveyForm";
import { bookingSurvey } from "~/lib/booking-survey";
import type { SurveyAnswers } from "~/lib/survey-definition";
import { skipRevalidationAfterSave } from "~/lib/survey-saves";
import { surveyAction, surveyPageState, type SurveyActionData } from "~/server/funnel/survey-responses.server";
import { submitBookingSurveyLead, submitterOf } from "~/server/funnel/leads.server";
import { saveDraft } from "~/server/funnel/surveys.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle: RouteHandle = { hydrate: "each step is checked as it is typed and moves on without a reload" };

// The page shows the visitor's own answers (name, e-mail, phone) once they have given any: no cache keeps it.
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Book Your Free Strategy Call") },
  { name: "description", content: "Six quick questions, then pick a time for your free one-hour strategy call." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return { state: await surveyPageState(request, bookingSurvey) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return surveyAction({ request, context }, bookingSurvey, "/booking-survey", async (answers) => {
    // A lead (with its consent) and its CRM call even if the visitor never picks a time. Its
    // failure must not stop the booking: the calendar still has the answers in the draft.
    try {
      submitBookingSurveyLead(answers, await submitterOf(request, context.clientAddress));
    } catch (error) {
      console.error("[booking-survey] could not store the lead", error);
    }
    const { headers } = await saveDraft(request, bookingSurvey, { ...answers, source: "booking_survey" }, bookingSurvey.steps.length, {
      completed: true,
    });
    return redirect("/booking-calendar", { headers });
  });
}

export const shouldRevalidate = skipRevalidationAfterSave;

// A copy of the answers is also kept in the browser under `surveyData`, a convenience nothing
// here reads back; the server's draft is what the calendar actually uses.
function keepBrowserCopy(answers: SurveyAnswers) {
  try {
    localStorage.setItem("surveyData", JSON.stringify({ ...answers, source: "booking_survey" }));
  } catch {
    // storage may be full or disabled; the server has the answers
  }
}

export default function BookingSurvey() {
  const { state: loaded } = useLoaderData<typeof loader>();
  const actionData = useActionData<SurveyActionData>();
  const state = actionData?.state ?? loaded;
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-center text-3xl font-extrabold text-slate-900">See if a chip-repair business fits you</h1>
      <p className="mt-2 text-center text-slate-600">Answer six quick questions, then pick a time for your free strategy call.</p>
      {actionData?.formError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {actionData.formError}
        </p>
      ) : null}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <SurveyForm
          key={surveyFormKey(actionData)}
          survey={bookingSurvey}
          state={state}
          submitLabel="Book My Call"
          autoAdvance
          onSubmitAnswers={keepBrowserCopy}
        />
      </div>
    </section>
  );
}
