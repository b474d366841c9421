import { describe, expect, test } from "vitest";
import { parseStoredLocation } from "../../contracts/location";
import { STORAGE_KEYS } from "../../contracts/storage-keys";
import {
  type CitySelectionEnvironment,
  createCitySelection,
  LOCATION_MODAL_DELAY_MS,
  NO_CITY_YET,
} from "../../site/src/location/city-selection";

/** A page's clock, timers and local storage, moved by hand. */
function fakePage(stored?: string, { blocked = false } = {}) {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let nextId = 1;
  const items = new Map<string, string>();
  if (stored !== undefined) items.set(STORAGE_KEYS.location, stored);
  const warnings: string[] = [];
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
  const environment: CitySelectionEnvironment = {
    storage: () => {
      if (blocked) throw new DOMException("denied", "SecurityError");
      return storage;
    },
    parse: async (text) => parseStoredLocation(text),
    setTimer: (run, ms) => void timers.set(nextId++, { at: now + ms, run }),
    warn: (message) => void warnings.push(message),
  };
  const passTime = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  return { environment, passTime, items, warnings };
}

const SAO_PAULO = { id: 3550308, name: "São Paulo", state: "SP" };

describe("the city selection's automatic opening @clause:STATE-2 @clause:CONST-1", () => {
  test("opens the modal 5 seconds after load when no city is stored, not before", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    await selection.start();
    page.passTime(LOCATION_MODAL_DELAY_MS - 1);
    expect(selection.getState().modalOpen).toBe(false);
    page.passTime(1);
    expect(selection.getState().modalOpen).toBe(true);
    expect(LOCATION_MODAL_DELAY_MS).toBe(5_000);
  });

  test("a second start sets no second timer: the modal opens once, with one change told", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    let changes = 0;
    selection.subscribe(() => {
      changes += 1;
    });
    await selection.start();
    await selection.start();
    page.passTime(LOCATION_MODAL_DELAY_MS);
    expect(selection.getState().modalOpen).toBe(true);
    expect(changes).toBe(1);
  });

  test("starts once per page load @clause:STATE-1", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    await selection.start();
    await selection.start();
    selection.close();
    page.passTime(10_000);
    expect(selection.getState().modalOpen).toBe(false);
  });
});

describe("the stored city @clause:STATE-1 @clause:ENTITY-12", () => {
  test("is read on load and keeps the modal closed", async () => {
    const page = fakePage(JSON.stringify({ isOpened: false, id: 4106902, cityName: "Curitiba" }));
    const selection = createCitySelection(page.environment);
    await selection.start();
    expect(selection.getState().location?.cityName).toBe("Curitiba");
    page.passTime(60_000);
    expect(selection.getState().modalOpen).toBe(false);
  });

  test.each(["{", "null", '{"id":3550308}', '{"isOpened":false,"id":"3550308","cityName":"São Paulo"}', "São Paulo"])(
    "counts %s as no city: the modal still opens at 5 s",
    async (stored) => {
      const page = fakePage(stored);
      const selection = createCitySelection(page.environment);
      await selection.start();
      expect(selection.getState().location).toBeNull();
      page.passTime(4_999);
      expect(selection.getState().modalOpen).toBe(false);
      page.passTime(1);
      expect(selection.getState().modalOpen).toBe(true);
    },
  );

  test("keeps the 5 seconds counted from load when the stored value is read late, opening at once if they are over @clause:CONST-1", async () => {
    const page = fakePage("not a location");
    let answer: (value: null) => void = () => undefined;
    const selection = createCitySelection({
      ...page.environment,
      parse: () => new Promise((resolve) => (answer = resolve)),
    });
    const started = selection.start();
    page.passTime(6_000);
    expect(selection.getState().modalOpen).toBe(false);
    answer(null);
    await started;
    expect(selection.getState().modalOpen).toBe(true);
  });

  test("removes a stored value that is not a location, so only a real choice stands there @clause:ROBUST-4", async () => {
    for (const stored of [
      "",
      '{"isOpened":',
      "[]",
      '{"isOpened":"sim","id":[1],"cityName":7}',
      "x".repeat(1_000_000),
    ]) {
      const page = fakePage(stored);
      const selection = createCitySelection(page.environment);
      await selection.start();
      expect(selection.getState().location).toBeNull();
      expect(page.items.has(STORAGE_KEYS.location)).toBe(false);
      page.passTime(LOCATION_MODAL_DELAY_MS);
      expect(selection.getState().modalOpen).toBe(true);
    }
  });

  test("survives blocked storage: no city, the modal opens, a choice still shows", async () => {
    const page = fakePage(undefined, { blocked: true });
    const selection = createCitySelection(page.environment);
    await selection.start();
    page.passTime(5_000);
    expect(selection.getState().modalOpen).toBe(true);
    selection.choose(SAO_PAULO);
    expect(selection.getState()).toEqual({
      location: { isOpened: false, id: 3550308, cityName: "São Paulo" },
      modalOpen: false,
    });
    expect(page.warnings).toHaveLength(1);
  });
});

describe("the visitor's own openings @clause:STATE-3 @clause:STATE-4 @clause:CHROME-2", () => {
  test("a click before the timer opens at once and the timer never opens it again @clause:CHROME-18", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    await selection.start();
    page.passTime(2_000);
    selection.open();
    expect(selection.getState().modalOpen).toBe(true);
    selection.close();
    page.passTime(10_000);
    expect(selection.getState().modalOpen).toBe(false);
  });

  test("a click after the timer reopens it", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    await selection.start();
    page.passTime(5_000);
    selection.close();
    selection.open();
    expect(selection.getState().modalOpen).toBe(true);
  });

  test("choosing a city stores it under 'location' and closes the modal @clause:CHROME-22", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    await selection.start();
    page.passTime(5_000);
    selection.choose(SAO_PAULO);
    expect(JSON.parse(page.items.get(STORAGE_KEYS.location) ?? "")).toEqual({
      isOpened: false,
      id: 3550308,
      cityName: "São Paulo",
    });
    expect(selection.getState().modalOpen).toBe(false);
  });

  test("tells its listeners of every change", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    let calls = 0;
    const stop = selection.subscribe(() => {
      calls += 1;
    });
    await selection.start();
    page.passTime(5_000);
    selection.choose(SAO_PAULO);
    stop();
    selection.open();
    expect(calls).toBe(2);
  });
});

describe("a change made in another tab @clause:STATE-1 @clause:CHROME-18", () => {
  test("a city chosen there shows at once, and the automatic opening is off", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    await selection.start();
    page.items.set(STORAGE_KEYS.location, JSON.stringify({ isOpened: false, id: 3550308, cityName: "São Paulo" }));
    await selection.reread();
    expect(selection.getState().location?.cityName).toBe("São Paulo");
    // Removed there again before the 5 seconds: the visitor has chosen once, the modal does not come by itself.
    page.items.delete(STORAGE_KEYS.location);
    await selection.reread();
    expect(selection.getState().location).toBeNull();
    page.passTime(LOCATION_MODAL_DELAY_MS);
    expect(selection.getState().modalOpen).toBe(false);
  });

  test("a city removed there is gone here too", async () => {
    const page = fakePage(JSON.stringify({ isOpened: false, id: 4106902, cityName: "Curitiba" }));
    const selection = createCitySelection(page.environment);
    await selection.start();
    page.items.delete(STORAGE_KEYS.location);
    await selection.reread();
    expect(selection.getState().location).toBeNull();
  });
});

describe("a parser that fails @clause:ROBUST-3", () => {
  test("counts as no city: one warning, and the modal opens on time", async () => {
    const page = fakePage(JSON.stringify({ isOpened: false, id: 4106902, cityName: "Curitiba" }));
    const selection = createCitySelection({
      ...page.environment,
      parse: () => Promise.reject(new Error("chunk failed to load")),
    });
    await selection.start();
    expect(selection.getState().location).toBeNull();
    expect(page.warnings).toEqual(["[location] Could not read the stored city."]);
    page.passTime(LOCATION_MODAL_DELAY_MS);
    expect(selection.getState().modalOpen).toBe(true);
  });
});

describe("the city selection at its edges @clause:STATE-2 @clause:STATE-3 @clause:ROBUST-4", () => {
  test("a stored city that is read stays stored", async () => {
    const stored = JSON.stringify({ isOpened: false, id: 4106902, cityName: "Curitiba" });
    const page = fakePage(stored);
    await createCitySelection(page.environment).start();
    expect(page.items.get(STORAGE_KEYS.location)).toBe(stored);
  });

  test("a visitor who closed the modal before the page finished starting gets no automatic opening", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    selection.close();
    await selection.start();
    page.passTime(LOCATION_MODAL_DELAY_MS * 2);
    expect(selection.getState().modalOpen).toBe(false);
  });

  test("the modal is allowed once the 5 seconds have run, not before, with a city stored or not", async () => {
    for (const stored of [undefined, JSON.stringify({ isOpened: false, id: 4106902, cityName: "Curitiba" })]) {
      const page = fakePage(stored);
      const selection = createCitySelection(page.environment);
      await selection.start();
      page.passTime(LOCATION_MODAL_DELAY_MS - 1);
      expect(selection.modalAllowed()).toBe(false);
      page.passTime(1);
      expect(selection.modalAllowed()).toBe(true);
    }
  });

  test("a city chosen while the stored one is still being read wins over it", async () => {
    for (const stored of [JSON.stringify({ isOpened: false, id: 4106902, cityName: "Curitiba" }), "não é JSON"]) {
      const page = fakePage(stored);
      const selection = createCitySelection(page.environment);
      const starting = selection.start();
      selection.choose(SAO_PAULO);
      await starting;
      expect(selection.getState().location).toEqual({ isOpened: false, id: 3550308, cityName: "São Paulo" });
      expect(JSON.parse(page.items.get(STORAGE_KEYS.location) ?? "null")).toEqual({
        isOpened: false,
        id: 3550308,
        cityName: "São Paulo",
      });
    }
  });

  test("a stored value read exactly 5 seconds after load opens the modal at once", async () => {
    const page = fakePage("não é JSON");
    const selection = createCitySelection({
      ...page.environment,
      parse: async () => {
        page.passTime(LOCATION_MODAL_DELAY_MS);
        return null;
      },
    });
    await selection.start();
    expect(selection.getState().modalOpen).toBe(true);
  });

  test("with no city stored, the parser is never asked (it loads on demand)", async () => {
    const page = fakePage();
    let parsed = 0;
    const selection = createCitySelection({
      ...page.environment,
      parse: async (text) => {
        parsed += 1;
        return parseStoredLocation(text);
      },
    });
    await selection.start();
    await selection.reread();
    expect(parsed).toBe(0);
  });

  test("reading again when no city is stored leaves the automatic opening on", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    await selection.start();
    await selection.reread();
    page.passTime(LOCATION_MODAL_DELAY_MS);
    expect(selection.getState().modalOpen).toBe(true);
  });

  test("a choice the browser cannot store still holds, with one warning", async () => {
    const page = fakePage(undefined, { blocked: true });
    const selection = createCitySelection(page.environment);
    await selection.start();
    selection.choose(SAO_PAULO);
    expect(selection.getState().location).toEqual({ isOpened: false, id: 3550308, cityName: "São Paulo" });
    expect(page.warnings).toEqual(["[location] Could not keep the chosen city in local storage."]);
  });
});

describe("the city selection's first state", () => {
  // React compares the store's state after hydration with what the server rendered (useSyncExternalStore,
  // by identity): a new object with the same content re-rendered every component that reads the city.
  test("is the very state the server renders, until something changes", async () => {
    const page = fakePage();
    const selection = createCitySelection(page.environment);
    expect(selection.getState()).toBe(NO_CITY_YET);
    await selection.start();
    expect(selection.getState()).toBe(NO_CITY_YET);
    page.passTime(LOCATION_MODAL_DELAY_MS);
    expect(selection.getState()).not.toBe(NO_CITY_YET);
    expect(NO_CITY_YET).toEqual({ location: null, modalOpen: false });
  });
});
