import * as z from "zod/v4-mini";
import { EMAIL_MAX_LENGTH, emailField, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, phoneField, requiredText } from "~/lib/field-rules";
import { choice, type SurveyDefinition } from "~/lib/survey-definition";

// The text-message consent shown under the phone field; stored with every lead exactly as shown.
export const SMS_CONSENT_TEXT =
  "By entering your phone number you agree to receive text messages from Chip Repair Academy about the webinar, " +
  "training and offers, which may be sent by an autodialer. Consent is not a condition of purchase. " +
  "Message and data rates may apply. Message frequency varies. Reply STOP to unsubscribe or HELP for help.";

const LOCATION_MAX_LENGTH = 120;
const MOTIVATION_MAX_LENGTH = 2000;

export const experienceOptions = [
  { value: "complete-beginner", label: "Complete beginner" },
  { value: "some-experience", label: "Some experience" },
  { value: "experienced", label: "Experienced" },
] as const;

const timeAvailableOptions = [
  { value: "5-10-hours", label: "5-10 hours a week" },
  { value: "15-25-hours", label: "15-25 hours a week" },
  { value: "30-plus-hours", label: "30+ hours a week" },
] as const;

const investmentCapacityOptions = [
  { value: "under-1000", label: "Under $1,000" },
  { value: "1000-3000", label: "$1,000 - $3,000" },
  { value: "3000-5000", label: "$3,000 - $5,000" },
  { value: "5000-plus", label: "$5,000+" },
] as const;

const currentIncomeOptions = [
  { value: "2000-5000", label: "$2,000 - $5,000 a month" },
  { value: "5000-10000", label: "$5,000 - $10,000 a month" },
  { value: "10000-plus", label: "$10,000+ a month" },
] as const;

export const webinarSurvey: SurveyDefinition = {
  id: "webinar",
  steps: [
    {
      title: "Let's Get Started!",
      description: "Tell us where to send your free training.",
      fields: [
        { name: "firstName", kind: "text", label: "First name", autoComplete: "given-name", maxLength: NAME_MAX_LENGTH },
        { name: "email", kind: "email", label: "E-mail", autoComplete: "email", maxLength: EMAIL_MAX_LENGTH },
        { name: "phone", kind: "tel", label: "Phone", autoComplete: "tel", notice: SMS_CONSENT_TEXT, maxLength: PHONE_MAX_LENGTH },
      ],
      schema: z.object({
        firstName: requiredText("Please enter your first name", NAME_MAX_LENGTH, `Please keep your first name under ${NAME_MAX_LENGTH} characters`),
        email: emailField,
        phone: phoneField,
      }),
    },
    {
      title: "Your Experience Level",
      fields: [
        { name: "experience", kind: "choice", label: "How much windshield repair experience do you have?", options: experienceOptions },
        { name: "timeAvailable", kind: "choice", label: "How many hours a week can you put into the business?", options: timeAvailableOptions },
      ],
      schema: z.object({
        experience: choice(experienceOptions, "Please choose your experience level"),
        timeAvailable: choice(timeAvailableOptions, "Please choose how many hours you have"),
      }),
    },
    {
      title: "Investment & Income Goals",
      fields: [
        { name: "investmentCapacity", kind: "choice", label: "What could you invest to get started?", options: investmentCapacityOptions },
        { name: "currentIncome", kind: "choice", label: "What monthly income would you like the business to bring in?", options: currentIncomeOptions },
      ],
      schema: z.object({
        investmentCapacity: choice(investmentCapacityOptions, "Please choose a budget"),
        currentIncome: choice(currentIncomeOptions, "Please choose an income goal"),
      }),
    },
    {
      title: "Final Details",
      fields: [
        {
          name: "location",
          kind: "text",
          label: "City and state",
          autoComplete: "address-level2",
          placeholder: "e.g. Phoenix, AZ",
          maxLength: LOCATION_MAX_LENGTH,
        },
        { name: "motivation", kind: "textarea", label: "What makes you want to start this business?", maxLength: MOTIVATION_MAX_LENGTH },
      ],
      schema: z.object({
        location: requiredText(
          "Please enter your city and state",
          LOCATION_MAX_LENGTH,
          `Please keep your city and state under ${LOCATION_MAX_LENGTH} characters`,
        ),
        motivation: requiredText("Please tell us what motivates you", MOTIVATION_MAX_LENGTH, "Please keep this under 2,000 characters"),
      }),
    },
  ],
};
