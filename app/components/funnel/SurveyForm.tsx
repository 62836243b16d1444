import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { HoneypotInputs } from "~/components/ui/HoneypotInputs";
import { revealHeading } from "~/lib/heading-focus";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { validateStep, type SurveyAnswers, type SurveyDefinition, type SurveyState } from "~/lib/survey-definition";
import { SURVEY_STEP_SAVE } from "~/lib/survey-saves";
import { useHydrated } from "~/lib/use-hydrated";
import { SurveyField } from "~/components/funnel/SurveyField";

type Props = {
  survey: SurveyDefinition;
  state: SurveyState;
  submitLabel: string;
  /** Choosing an option on a one-question step moves on by itself (booking survey). */
  autoAdvance?: boolean;
  onSubmitAnswers?: (answers: SurveyAnswers) => void;
};

const AUTO_ADVANCE_MS = 150;

/**
 * Every step of a survey in one form. Give it a new `key` when the server answers (errors
 * after the final post) so that answer takes over the form. Without JavaScript each
 * button posts and the server renders the next step. With it, steps move in the browser (each still saved in the
 * background), and the last button posts everything through the same action.
 */
export function SurveyForm({ survey, state, submitLabel, autoAdvance = false, onSubmitAnswers }: Props) {
  const hydrated = useHydrated();
  const saver = useFetcher();
  const navigation = useNavigation();
  const [step, setStep] = useState(state.step);
  const [answers, setAnswers] = useState(state.answers);
  // The latest answers, for changes that land before React re-renders.
  const latestAnswers = useRef(state.answers);
  const [errors, setErrors] = useState(state.errors);
  const advanceTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(advanceTimer.current), []);
  // A new step opens at its top: the form's progress line in view, its heading focused.
  const formTop = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    revealHeading(document.getElementById(`step-${step}-title`), formTop.current);
  }, [step]);

  const total = survey.steps.length;
  const current = survey.steps[step - 1];
  const isLast = step === total;
  const stepFilled = current.fields.every((field) => field.kind === "consent" || (answers[field.name] ?? "").trim() !== "");
  const submitting = navigation.state === "submitting";
  // The final post waits for the last step's background save: React Router lets a save that
  // answers after the final post's redirect cancel that redirect, so the visitor would not
  // reach the next page.
  const saving = saver.state !== "idle";

  function advance(from: number, values: SurveyAnswers) {
    const stepErrors = validateStep(survey.steps[from - 1], values);
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length > 0) return;
    setStep(from + 1);
    saver.submit({ ...values, step: String(from), intent: SURVEY_STEP_SAVE, [HONEYPOT_FIELD]: "" }, { method: "post" });
  }

  function onValueChange(name: string, value: string) {
    const values = { ...latestAnswers.current, [name]: value };
    latestAnswers.current = values;
    setAnswers(values);
    if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
    const field = current.fields.find((candidate) => candidate.name === name);
    if (autoAdvance && !isLast && field?.kind === "choice" && current.fields.length === 1) {
      clearTimeout(advanceTimer.current);
      advanceTimer.current = setTimeout(() => advance(step, values), AUTO_ADVANCE_MS);
    }
  }

  function onNext(event: MouseEvent) {
    event.preventDefault();
    advance(step, answers);
  }

  function onPrevious(event: MouseEvent) {
    event.preventDefault();
    setErrors({});
    setStep(Math.max(1, step - 1));
  }

  const percent = Math.round((step / total) * 100);
  return (
    <Form method="post" noValidate onSubmit={() => onSubmitAnswers?.(answers)} className="space-y-6">
      <HoneypotInputs />
      <input type="hidden" name="step" value={step} />
      <div ref={formTop}>
        <p className="text-sm font-semibold text-slate-700" data-testid="survey-progress">
          Step {step} of {total}
        </p>
        <div
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Survey progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {survey.steps.map((surveyStep, index) => (
        <section key={surveyStep.title} hidden={index + 1 !== step} aria-labelledby={`step-${index + 1}-title`} className="space-y-5">
          <div>
            <h2 id={`step-${index + 1}-title`} className="text-2xl font-bold text-slate-900">
              {surveyStep.title}
            </h2>
            {surveyStep.description ? <p className="mt-1 text-slate-600">{surveyStep.description}</p> : null}
          </div>
          {surveyStep.fields.map((field) => (
            <SurveyField
              key={field.name}
              field={field}
              value={answers[field.name] ?? ""}
              error={index + 1 === step ? errors[field.name] : undefined}
              onValueChange={onValueChange}
            />
          ))}
        </section>
      ))}

      <div className="flex items-center justify-between gap-4 pt-2">
        <button
          type="submit"
          name="intent"
          value="previous"
          formNoValidate
          disabled={step === 1}
          onClick={hydrated ? onPrevious : undefined}
          className="rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          Previous
        </button>
        {isLast ? (
          <button
            type="submit"
            name="intent"
            value="submit"
            disabled={submitting || saving}
            className="rounded-md bg-accent-500 px-6 py-3 font-bold text-slate-900 hover:bg-accent-400 disabled:opacity-70"
          >
            {submitting ? "Sending..." : saving ? "Saving..." : submitLabel}
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value="next"
            disabled={hydrated && !stepFilled}
            onClick={hydrated ? onNext : undefined}
            className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
          >
            Next
          </button>
        )}
      </div>
    </Form>
  );
}

/** A key that changes with each server answer, so the form restarts from it. */
export function surveyFormKey(actionData: { state?: SurveyState } | undefined): string {
  return actionData?.state ? JSON.stringify(actionData.state) : "loaded";
}
