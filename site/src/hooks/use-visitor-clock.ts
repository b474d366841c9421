import { useEffect, useState } from "react";
import { type CalendarDay, type Clock, calendarDayInBrazil, clockOnDay, systemClock } from "../../../shared/clock";

/**
 * The clock a dated text should read. The page is rendered when the site is
 * built, but "today" is the visitor's: the first render (in the build and at
 * hydration) reads the build's day, so the markup matches and React logs no
 * hydration error; once mounted, the visitor's own clock takes over.
 */
export function useVisitorClock(builtOn: CalendarDay): Clock {
  const [clock, setClock] = useState<Clock>(() => clockOnDay(builtOn));
  useEffect(() => setClock(systemClock), []);
  return clock;
}

/**
 * Today in Brazil (the day the lead contract and the API read), for a dated
 * field: the build's day for the first render, so the markup matches, then
 * Brazil's day on the visitor's clock once mounted.
 */
export function useDayInBrazil(builtOn: CalendarDay): CalendarDay {
  const [day, setDay] = useState<CalendarDay>(builtOn);
  useEffect(() => setDay(calendarDayInBrazil(systemClock.now())), []);
  return day;
}
