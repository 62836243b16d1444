import path from "node:path";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { startServer } from "../support/server-process";

// Fifty visitors press Confirm Booking at once, spread over six free slots: exactly six
// calls are booked, one per slot, and everyone else is told their time was just taken.

test("50 concurrent bookings across 6 slots: exactly 6 succeed, no slot twice", async () => {
  const server = await startServer({ RATE_LIMIT_MULTIPLIER: "100000", BOOKINGS_PER_HOUR: "1000" });
  try {
    const calendar = await (await fetch(`${server.baseURL}/booking-calendar?tz=America%2FDenver`)).text();
    const dates = [...new Set([...calendar.matchAll(/date=(\d{4}-\d{2}-\d{2})/g)].map((match) => match[1]))];
    const slots: { date: string; datetime: string }[] = [];
    for (const date of dates.reverse()) {
      const day = (await (await fetch(`${server.baseURL}/booking-calendar/slots?tz=America%2FDenver&date=${date}`)).json()) as {
        availability: { slots: { datetime: string }[] };
      };
      for (const slot of day.availability.slots) if (slots.length < 6) slots.push({ date, datetime: slot.datetime });
    }
    expect(slots).toHaveLength(6);

    const attempts = Array.from({ length: 50 }, (_, index) => {
      const slot = slots[index % 6];
      const body = new URLSearchParams({
        name__confirm: "",
        intent: "book",
        ...slot,
        timezone: "America/Denver",
        name: `Racer ${index}`,
        email: `racer-${index}@example.test`,
        phone: `801555${String(1000 + index)}`,
      });
      return fetch(`${server.baseURL}/booking-calendar`, { method: "POST", body, redirect: "manual" }).then((response) => response.status);
    });
    const statuses = await Promise.all(attempts);
    expect(statuses.filter((status) => status === 302)).toHaveLength(6);
    expect(statuses.filter((status) => status !== 302 && status !== 409)).toEqual([]);

    const database = new Database(path.join(server.dataDirectory, "app.db"), { readonly: true });
    const booked = database.prepare("select appointment_at from bookings where status = 'scheduled'").all() as { appointment_at: number }[];
    database.close();
    expect(booked).toHaveLength(6);
    expect(new Set(booked.map((row) => row.appointment_at)).size).toBe(6);
  } finally {
    await server.stop();
  }
});
