/** Where a booker adds their call to a calendar: Google Calendar, Outlook on the web, or the .ics file for any other. */
export type CalendarLinks = { google: string; outlook: string; file: string };
