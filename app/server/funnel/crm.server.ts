import type { SurveyAnswers } from "~/lib/survey-definition";

// The CRM payloads, exactly as the CRM expects them: their field names and values are the
// CRM's contract, so none is renamed or dropped.

export type LeadCrmInput = {
  firstName: string;
  email: string;
  phone: string;
  experience?: string;
  timeframe?: string;
  investment?: string;
  source: "webinar_survey" | "booking_survey";
};

/** A lead's payload; `source` says which survey the lead came from. */
export function leadCrmPayload(lead: LeadCrmInput) {
  return {
    firstName: lead.firstName,
    email: lead.email,
    phone: lead.phone,
    experience: lead.experience,
    businessModel: "windshield_repair",
    timeframe: lead.timeframe,
    investment: lead.investment,
    source: lead.source,
  };
}

export type BookingCrmInput = {
  date: string;
  time: string;
  day: string;
  timezone: string;
  datetime: string;
  name: string;
  email: string;
  phone: string;
  surveyData: SurveyAnswers;
  calendarId: string;
};

export function bookingCrmPayload(booking: BookingCrmInput) {
  return {
    date: booking.date,
    time: booking.time,
    day: booking.day,
    timezone: booking.timezone,
    datetime: booking.datetime,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    surveyData: booking.surveyData,
    calendarId: booking.calendarId,
    source: "booking_calendar",
  };
}
