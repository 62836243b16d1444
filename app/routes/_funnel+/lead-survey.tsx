import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { SurveyForm, surveyFormKey } from "~/components/funnel/SurveyForm";
import { notify } from "~/components/ui/Toasts";
import { skipRevalidationAfterSave } from "~/lib/survey-saves";
import { webinarSurvey } from "~/lib/webinar-survey";
import { submitWebinarLead, submitterOf } from "~/server/funnel/leads.server";
import { surveyAction, surveyPageState, type SurveyActionData } from "~/server/funnel/survey-responses.server";
import { saveDraft } from "~/server/funnel/surveys.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle: RouteHandle = { hydrate: "each step is checked as it is typed and moves on without a reload" };

// The page shows the visitor's own answers (name, e-mail, phone) once they have given any: no cache keeps it.
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Join the Free Webinar") },
  { name: "description", content: "Four quick questions to reserve your seat at our free windshield chip-repair business webinar." },
];

const SUBMISSION_ERROR = "There was an issue submitting your information. Please try again.";

export async function loader({ request }: LoaderFunctionArgs) {
  return { state: await surveyPageState(request, webinarSurvey) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return surveyAction({ request, context }, webinarSurvey, "/lead-survey", async (answers) => {
    try {
      submitWebinarLead(answers, await submitterOf(request, context.clientAddress));
    } catch (error) {
      console.error("[lead-survey] could not store a lead", error);
      const state = { step: webinarSurvey.steps.length, answers, errors: {} };
      return json<SurveyActionData>({ state, formError: SUBMISSION_ERROR }, { status: 500 });
    }
    // The finished draft holds every answer, however the steps came in (one post per step
    // without JavaScript, background saves with it), so the admin funnel counts both alike.
    const { headers } = await saveDraft(request, webinarSurvey, answers, webinarSurvey.steps.length, { completed: true });
    return redirect("/lead-survey/success", { headers });
  });
}

export const shouldRevalidate = skipRevalidationAfterSave;

export default function LeadSurvey() {
  const { state: loaded } = useLoaderData<typeof loader>();
  const actionData = useActionData<SurveyActionData>();
  const state = actionData?.state ?? loaded;
  const formError = actionData?.formError;

  useEffect(() => {
    if (formError) notify({ type: "error", title: "Submission Error", description: formError });
  }, [formError, actionData]);

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-center text-3xl font-extrabold text-slate-900">Join us for this exclusive webinar</h1>
      <p className="mt-2 text-center text-slate-600">Four quick questions and your free 3-part training is on its way.</p>
      {formError ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">Submission Error</p>
          <p className="text-sm">{formError}</p>
        </div>
      ) : null}
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <SurveyForm key={surveyFormKey(actionData)} survey={webinarSurvey} state={state} submitLabel="Get My Free Training!" />
      </div>
    </section>
  );
}
