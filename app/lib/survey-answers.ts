import { bookingSurvey } from "~/lib/booking-survey";
import { webinarSurvey } from "~/lib/webinar-survey";

// Every survey question the notes may hold, with its label and its answers' labels, and
// the one entry that is not a question: which survey the answers came from.
const surveyFields = [
  ...[...bookingSurvey.steps, ...webinarSurvey.steps].flatMap((step) => step.fields),
  {
    name: "source",
    kind: "choice" as const,
    label: "Answered in",
    options: [
      { value: "booking_survey", label: "the booking survey" },
      { value: "webinar_survey", label: "the webinar survey" },
    ],
  },
];

/** Survey answers as a person reads them: each question's label and the chosen option's label. */
export function labelledAnswers(answers: Record<string, unknown>): { label: string; answer: string }[] {
  return Object.entries(answers).map(([name, value]) => {
    const field = surveyFields.find((candidate) => candidate.name === name);
    const answer = String(value);
    const option = field?.kind === "choice" ? field.options.find((candidate) => candidate.value === answer) : undefined;
    return { label: field?.label ?? name, answer: option?.label ?? answer };
  });
}
