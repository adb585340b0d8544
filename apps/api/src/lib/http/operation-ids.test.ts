import { describe, expect, it } from "vitest";
import { operationIdOf, withOperationIds } from "./operation-ids.ts";

describe("operation ids", () => {
  it("are named after the method and the path, parameters as By<Name>", () => {
    expect(operationIdOf("get", "/matching/candidates")).toBe("getMatchingCandidates");
    expect(operationIdOf("post", "/jobs/{id}/publish")).toBe("postJobsByIdPublish");
    expect(operationIdOf("get", "/notifications/unread-count")).toBe("getNotificationsUnreadCount");
  });

  it("fill only operations without one, and leave path-level fields alone", () => {
    const doc = withOperationIds({
      paths: { "/cvs/{id}": { get: {}, patch: { operationId: "editCv" }, parameters: [] } },
    });
    expect(doc.paths["/cvs/{id}"]).toEqual({
      get: { operationId: "getCvsById" },
      patch: { operationId: "editCv" },
      parameters: [],
    });
  });
});
