import Database from "better-sqlite3";

// POST scenarios for the lead funnel: every lead submission is a new visitor (its own
// e-mail and phone) so each one must be stored; booking POSTs all aim at one slot, so one
// wins and the rest are refused as taken, which is the booking path's worst case.

const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" };

// Each new run continues the e-mail numbering, so every lead in the database stays unique.
let leadSequence = 0;

export function leadSubmissionRun(connections = 10) {
  return {
    name: "POST /lead-survey",
    path: "/lead-survey",
    method: "POST",
    headers: FORM_HEADERS,
    expectedStatus: "302",
    connections,
    durationSeconds: 10,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          leadSequence += 1;
          const sequence = leadSequence;
          const body = new URLSearchParams({
            name__confirm: "", // the honeypot every browser form carries
            step: "4",
            intent: "submit",
            firstName: "Bench",
            email: `bench-${sequence}@example.test`,
            phone: `801${String(1_000_000 + sequence).padStart(7, "0")}`,
            experience: "complete-beginner",
            timeAvailable: "5-10-hours",
            investmentCapacity: "under-1000",
            currentIncome: "2000-5000",
            location: "Provo, UT",
            motivation: "Measuring throughput",
          });
          return { ...request, body: body.toString() };
        },
      },
    ],
  };
}

export async function bookingRun(baseUrl, connections = 10) {
  const page = await fetch(`${baseUrl}/booking-calendar?tz=America%2FDenver`);
  if (!page.ok) throw new Error(`the booking calendar answered ${page.status}`);
  const calendar = await page.text();
  const dates = [...new Set([...calendar.matchAll(/date=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]))];
  const date = dates.at(-1);
  const slots = await (await fetch(`${baseUrl}/booking-calendar/slots?tz=America%2FDenver&date=${date}`)).json();
  const body = new URLSearchParams({
    name__confirm: "",
    intent: "book",
    date,
    datetime: slots.availability.slots[0].datetime,
    timezone: "America/Denver",
    name: "Bench Booker",
    email: "booker@example.test",
    phone: "801-555-0100",
  });
  return {
    name: "POST /booking-calendar (one slot)",
    path: "/booking-calendar",
    method: "POST",
    headers: FORM_HEADERS,
    body: body.toString(),
    connections,
    durationSeconds: 10,
    date,
  };
}

export function countRows(databasePath, table) {
  const database = new Database(databasePath, { readonly: true });
  try {
    return database.prepare(`select count(*) as count from ${table}`).get().count;
  } finally {
    database.close();
  }
}
