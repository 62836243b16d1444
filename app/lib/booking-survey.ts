import * as z from "zod/v4-mini";
import { experienceOptions, SMS_CONSENT_TEXT } from "~/lib/webinar-survey";
import { EMAIL_MAX_LENGTH, emailField, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, phoneField, requiredText } from "~/lib/field-rules";
import { choice, type SurveyAnswers, type SurveyDefinition } from "~/lib/survey-definition";

const timeCommitmentOptions = [
  { value: "5-10-hours", label: "5-10 hours a week (side income)" },
  { value: "20-30-hours", label: "20-30 hours a week (serious part time)" },
  { value: "40-plus-hours", label: "40+ hours a week (full time)" },
] as const;

const investmentOptions = [
  { value: "under-1000", label: "Under $1,000" },
  { value: "1000-5000", label: "$1,000 - $5,000" },
  { value: "5000-plus", label: "$5,000+" },
] as const;

const locationOptions = [
  { value: "usa-canada", label: "USA / Canada" },
  { value: "uk-europe", label: "UK / Europe" },
  { value: "australia", label: "Australia" },
  { value: "other", label: "Somewhere else" },
] as const;

const motivationOptions = [
  { value: "extra-income", label: "Extra income on the side" },
  { value: "replace-income", label: "Replace my current income" },
  { value: "freedom", label: "Freedom to set my own hours" },
  { value: "emergency", label: "I need income quickly" },
] as const;

export const bookingSurvey: SurveyDefinition = {
  id: "booking",
  steps: [
    {
      title: "What's your experience with windshield repair?",
      fields: [{ name: "experience", kind: "choice", label: "Your experience", options: experienceOptions }],
      schema: z.object({ experience: choice(experienceOptions, "Please choose your experience level") }),
    },
    {
      title: "How much time can you commit?",
      fields: [{ name: "timeCommitment", kind: "choice", label: "Time each week", options: timeCommitmentOptions }],
      schema: z.object({ timeCommitment: choice(timeCommitmentOptions, "Please choose how much time you can commit") }),
    },
    {
      title: "What budget do you have to get started?",
      fields: [{ name: "investment", kind: "choice", label: "Your budget", options: investmentOptions }],
      schema: z.object({ investment: choice(investmentOptions, "Please choose a budget") }),
    },
    {
      title: "Where will you run your business?",
      fields: [{ name: "location", kind: "choice", label: "Your location", options: locationOptions }],
      schema: z.object({ location: choice(locationOptions, "Please choose where you are") }),
    },
    {
      title: "What's your main motivation?",
      fields: [{ name: "motivation", kind: "choice", label: "Your motivation", options: motivationOptions }],
      schema: z.object({ motivation: choice(motivationOptions, "Please choose what motivates you") }),
    },
    {
      title: "Where should we reach you?",
      description: "Your strategy call is free. We'll send the confirmation here.",
      fields: [
        { name: "name", kind: "text", label: "Full name", autoComplete: "name", maxLength: NAME_MAX_LENGTH },
        { name: "email", kind: "email", label: "E-mail", autoComplete: "email", maxLength: EMAIL_MAX_LENGTH },
        { name: "phone", kind: "tel", label: "Phone", autoComplete: "tel", notice: SMS_CONSENT_TEXT, maxLength: PHONE_MAX_LENGTH },
      ],
      schema: z.object({
        name: requiredText("Please enter your name", NAME_MAX_LENGTH, `Please keep your name under ${NAME_MAX_LENGTH} characters`),
        email: emailField,
        phone: phoneField,
      }),
    },
  ],
};

/** What the webinar page's 'Schedule a Call' stores when a visitor skips the survey. */
export const defaultSurveyAnswers: SurveyAnswers = {
  experience: "complete-beginner",
  timeCommitment: "5-10-hours",
  investment: "1000-5000",
  location: "usa-canada",
  motivation: "extra-income",
  source: "webinar",
};
