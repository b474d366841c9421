import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { LocationSchema, parseStoredLocation } from "../../contracts/location";
import { STORAGE_KEYS } from "../../contracts/storage-keys";

// Whatever a browser's storage may hold under the key: JSON of any shape, or plain text.
const storedText = () =>
  fc.oneof(
    fc.string(),
    fc.json(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  );

describe("the location kept in the browser @clause:ENTITY-12", () => {
  test("is isOpened, id and cityName, under the key 'location'", () => {
    expect(Object.keys(LocationSchema.shape)).toEqual(["isOpened", "id", "cityName"]);
    expect(STORAGE_KEYS.location).toBe("location");
    // isOpened is the entity's own field (§3), whichever way it reads: a location kept with the selection open is one.
    for (const isOpened of [false, true]) {
      expect(parseStoredLocation(JSON.stringify({ isOpened, id: 3550308, cityName: "São Paulo" }))).toEqual({
        isOpened,
        id: 3550308,
        cityName: "São Paulo",
      });
    }
  });

  test.prop([storedText()])("reads anything stored as a location or as nothing, never a crash", (stored) => {
    const location = parseStoredLocation(stored);
    if (location !== null) expect(LocationSchema.safeParse(location).success).toBe(true);
  });

  test("treats what is not a location as absent", () => {
    for (const stored of [null, "", "{", "null", "[]", '{"id":"3550308","cityName":"São Paulo","isOpened":false}']) {
      expect(parseStoredLocation(stored)).toBeNull();
    }
    expect(parseStoredLocation('{"isOpened":true,"id":12,"cityName":"X"}')).toBeNull();
    expect(parseStoredLocation('{"isOpened":true,"id":3304557,"cityName":"   "}')).toBeNull();
  });

  test("keeps a 'favoriteDeals' key defined beside it @clause:ENTITY-13", () => {
    expect(STORAGE_KEYS.favoriteDeals).toBe("favoriteDeals");
  });
});
