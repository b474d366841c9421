import { z } from "zod";

/** A day of the calendar as data writes it: "yyyy-mm-dd", a real date (no 2026-02-30). */
export const CalendarDaySchema = z.iso.date();
