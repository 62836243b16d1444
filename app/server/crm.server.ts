import type { SurveyAnswers } from "~/lib/survey-definition";

// The CRM payloads, exactly as the CRM expects them (spec: send-lead-to-crm, send-booking-to-crm).

export function leadCrmPayload(answers: SurveyAnswers) {
  return {
    firstName: answers.firstName,
    email: answers.email,
    phone: answers.phone,
    experience: answers.experience,
    businessModel: "windshield_repair",
    timeframe: answers.timeAvailable,
    investment: answers.investmentCapacity,
    source: "webinar_survey",
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
