import { describe, expect, test } from "vitest";
import {
  buildRequest,
  RequestBuilderError,
  type RequestOptions,
  serviceBase,
} from "../../site/src/requests/request-builder";

/** What the request builder says when the table does not name a request (decision CAT-9): its name, its kind of failure and a message naming the culprit. */

function failure(build: () => unknown) {
  try {
    build();
  } catch (error) {
    const { name, failure: kind, message } = error as RequestBuilderError;
    return { isBuilderError: error instanceof RequestBuilderError, name, failure: kind, message };
  }
  throw new Error("the builder did not refuse");
}

describe("RequestBuilderError @clause:CAT-9", () => {
  test("names the method, the kind, the section or the segment it refuses", () => {
    const refused = (failure: string, message: string) => ({
      isBuilderError: true,
      name: "RequestBuilderError",
      failure,
      message,
    });
    expect(
      failure(() =>
        buildRequest({ method: "PATCH", service: { kind: "portal", section: "lead" } } as unknown as RequestOptions),
      ),
    ).toEqual(refused("unknown-method", "Unknown method: PATCH"));
    expect(failure(() => serviceBase({ kind: "ftp" } as never))).toEqual(
      refused("unknown-kind", "Unknown service kind: ftp"),
    );
    expect(failure(() => serviceBase({ kind: "portal", section: "pedido" } as never))).toEqual(
      refused("unknown-section", "Unknown section of portal: pedido"),
    );
    expect(failure(() => serviceBase({ kind: "multimedia", section: "videos" } as never))).toEqual(
      refused("unknown-section", "Unknown section of multimedia: videos"),
    );
    expect(failure(() => serviceBase({ kind: "auth", section: "token" } as never))).toEqual(
      refused("unknown-section", "Unknown section of auth: token"),
    );
    expect(failure(() => serviceBase({ kind: "search", section: "dealers" } as never))).toEqual(
      refused("unknown-section", "Unknown section of search: dealers"),
    );
    expect(
      failure(() => buildRequest({ method: "GET", service: { kind: "multimedia", section: "images" }, path: [".."] })),
    ).toEqual(refused("invalid-segment", '".." cannot be a path segment'));
  });
});
