import { companyFacts } from "~/server/platform/site-texts.server";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingCalendar } from "~/components/calls/BookingCalendar";
import { WhatToExpect } from "~/components/calls/WhatToExpect";
import { bookingFields, INVALID_DATE_MESSAGE, validateBookingForm, type BookingActionData } from "~/lib/booking-form";
import { formValues } from "~/lib/form-values";
import { TEXT_CONSENT_FIELD } from "~/lib/text-consent";
import { bookingTimezones, isBookingTimezone } from "~/lib/timezones";
import {
  answerBookingSurveyWithDefaults,
  bookingSurveyAnswers,
  calendarHasOpenTimes,
  calendarPageWords,
  callLengthForCalendarPage,
  changeCutoffForCalendarPage,
  chosenTimezone,
  daySlots,
  meetingForCalendarPage,
  offeredDateOptions,
} from "~/server/calls/booking-calendar.server";
import { calendarFileToken } from "~/server/calls/booking-links.server";
import { createBooking } from "~/server/calls/bookings.server";
import { redirectWithFlash } from "~/server/platform/flash.server";
import { consumeLimit, networkKey } from "~/server/platform/rate-limit.server";
import { readPostedForm } from "~/server/platform/request.server";
import { pageTitle, type RouteHandle } from "~/lib/route-handle";
import { privatePageHeaders } from "~/lib/private-page";

export const handle: RouteHandle = { hydrate: "free times load for the chosen day and time zone without a reload" };

// The page shows the visitor's own answers (name, e-mail, phone) once they have given any: no cache keeps it.
export const headers = privatePageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, "Choose Your Call Time") },
  { name: "description", content: data?.words.description ?? "" },
];

const SLOT_TAKEN_MESSAGE = "Sorry, that time was just booked by someone else. Please choose another time.";
// The message for a booking that could not be stored.
const BOOKING_FAILED_MESSAGE = "There was an error creating your appointment. Please try again or contact us directly.";
const busyMessage = () =>
  `We are receiving an unusual number of bookings right now, so we could not book this one. Please try again in an hour, or call us at ${companyFacts().supportPhone} or e-mail ${companyFacts().supportEmail} and we will find you a time.`;

export async function loader({ request }: LoaderFunctionArgs) {
  const { timezone, fromUrl } = chosenTimezone(request);
  const date = new URL(request.url).searchParams.get("date");
  const day = date ? daySlots(date, timezone) : null;
  const survey = await bookingSurveyAnswers(request);
  return {
    timezones: bookingTimezones,
    timezone,
    timezoneFromUrl: fromUrl,
    dates: offeredDateOptions(timezone),
    selected: day && "availability" in day ? day.availability : null,
    dateError: day && "error" in day ? day.error : null,
    contact: { name: survey.name ?? "", email: survey.email ?? "", phone: survey.phone ?? "", smsConsent: survey.smsConsent ?? "" },
    changeCutoffHours: changeCutoffForCalendarPage(),
    noTimeOpen: !calendarHasOpenTimes(timezone),
    support: { phone: companyFacts().supportPhone, email: companyFacts().supportEmail },
    meeting: meetingForCalendarPage(),
    callLength: callLengthForCalendarPage(),
    ...calendarPageWords(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readPostedForm(request);
  const values = Object.fromEntries(Object.entries(formValues(form, bookingFields)).map(([field, value]) => [field, value.trim()]));
  if (form.get(TEXT_CONSENT_FIELD) === "yes") values.smsConsent = "yes";
  const limit = await consumeLimit("publicForm", context.clientAddress);
  if (!limit.allowed) {
    return json<BookingActionData>(
      { values, errors: {}, formError: "Too many booking attempts from your connection. Please try again later." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  // The webinar page's 'Schedule a Call': default answers stand in for the survey.
  if (form.get("intent") === "schedule-call") {
    return redirect("/booking-calendar", { headers: await answerBookingSurveyWithDefaults(request) });
  }

  const { data: booking, errors, formError } = validateBookingForm(values);
  if (!booking) return json<BookingActionData>({ values, errors, formError }, { status: 400 });
  if (!isBookingTimezone(booking.timezone)) {
    return json<BookingActionData>({ values, errors: { timezone: "Please choose a time zone from the list" } }, { status: 400 });
  }

  const perAddress = await consumeLimit("bookingByIp", context.clientAddress);
  if (!perAddress.allowed) {
    return json<BookingActionData>(
      { values, errors: {}, formError: busyMessage() },
      { status: 429, headers: { "Retry-After": String(perAddress.retryAfterSeconds) } },
    );
  }
  const { name: _name, email: _email, phone: _phone, smsConsent: _smsConsent, ...surveyData } = await bookingSurveyAnswers(request);
  const textConsent = { ticked: values.smsConsent === "yes", ip: context.clientAddress, userAgent: request.headers.get("user-agent") };
  let result;
  try {
    result = createBooking(booking, surveyData, new Date(), networkKey(context.clientAddress), textConsent);
  } catch (error) {
    console.error("[booking-calendar] could not store a booking", error);
    return json<BookingActionData>({ values, errors: {}, formError: BOOKING_FAILED_MESSAGE }, { status: 500 });
  }
  switch (result.outcome) {
    case "already-booked": {
      // The call's time goes to the address on file, never to whoever typed the e-mail or phone.
      const message = "You already have a strategy call booked: we have e-mailed you about your existing call, with a link to move or cancel it.";
      return json<BookingActionData>({ values, errors: {}, formError: message }, { status: 409 });
    }
    case "busy":
      return json<BookingActionData>({ values, errors: {}, formError: busyMessage() }, { status: 503 });
    case "invalid-date":
      return json<BookingActionData>({ values, errors: { date: INVALID_DATE_MESSAGE }, formError: INVALID_DATE_MESSAGE }, { status: 400 });
    case "taken":
      return json<BookingActionData>(
        { values: { ...values, datetime: "" }, errors: { datetime: SLOT_TAKEN_MESSAGE }, formError: SLOT_TAKEN_MESSAGE, availability: result.availability },
        { status: 409 },
      );
    case "booked": {
      const confirmation = `/call-preparation?${new URLSearchParams({ date: result.date, time: result.time, day: result.day, call: calendarFileToken({ id: result.bookingId, appointmentAt: result.appointmentAt }) })}`;
      if (result.crmQueued) return redirect(confirmation);
      return redirectWithFlash(request, confirmation, {
        type: "error",
        title: "Booking created successfully, but there was an issue with CRM integration",
      });
    }
  }
}

export default function BookingCalendarPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<BookingActionData>();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">{loaderData.words.heading}</h1>
      <p className="mt-2 text-slate-700">
        {loaderData.callLength}, {loaderData.words.intro}
      </p>
      <p data-testid="change-rule" className="mt-1 text-sm text-slate-600">
        You can move or cancel your call from the link in your confirmation e-mail until {loaderData.changeCutoffHours} hours before it starts.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        {loaderData.noTimeOpen ? (
          <div role="status" data-testid="no-time-open" className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-bold text-slate-900">No time is open in the next two weeks</h2>
            <p className="mt-2 text-slate-700">
              Every time we offer is taken or closed right now. Call us at{" "}
              <a href={`tel:${loaderData.support.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-700 underline">
                {loaderData.support.phone}
              </a>{" "}
              or e-mail{" "}
              <a href={`mailto:${loaderData.support.email}`} className="break-words font-semibold text-brand-700 underline">
                {loaderData.support.email}
              </a>{" "}
              and we will find you a time, or come back in a few days.
            </p>
          </div>
        ) : (
          <BookingCalendar {...loaderData} actionData={actionData} />
        )}
        <WhatToExpect meeting={loaderData.meeting} callLength={loaderData.callLength} words={loaderData.words} points={loaderData.expectPoints} />
      </div>
    </section>
  );
}
