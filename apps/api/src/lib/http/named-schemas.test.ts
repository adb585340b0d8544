import { describe, expect, it } from "vitest";
import { withNamedSchemas } from "./named-schemas.ts";
import { withNullableRefs } from "./nullable-refs.ts";

const job = { type: "object", properties: { id: { type: "string" } }, required: ["id"] };
const answer = (schema: object) => ({ responses: { 200: { content: { "application/json": { schema } } } } });

describe("named schemas in the document", () => {
  it("become components, referred to wherever they appear, nullable ones with anyOf null", () => {
    const doc = withNamedSchemas({
      paths: {
        "/jobs/{id}": { get: answer({ ...job, id: "Job" }) },
        "/saved": {
          get: answer({ type: "object", properties: { job: { ...job, type: ["object", "null"], id: "Job" } } }),
        },
        "/me": { get: answer({ oneOf: [{ ...job, id: "Job" }, { type: "null" }], id: "Account" }) },
      },
    }) as any;
    expect(doc.components.schemas.Job).toEqual(job);
    expect(doc.components.schemas.Account).toEqual({ oneOf: [{ $ref: "#/components/schemas/Job" }] });
    const schemaOf = (path: string) => doc.paths[path].get.responses[200].content["application/json"].schema;
    expect(schemaOf("/jobs/{id}")).toEqual({ $ref: "#/components/schemas/Job" });
    expect(schemaOf("/saved").properties.job).toEqual({
      anyOf: [{ $ref: "#/components/schemas/Job" }, { type: "null" }],
    });
    expect(schemaOf("/me")).toEqual({ anyOf: [{ $ref: "#/components/schemas/Account" }, { type: "null" }] });
  });

  it("leave a property called id alone", () => {
    const doc = withNamedSchemas({ paths: { "/x": { get: answer(job) } } }) as any;
    expect(doc.paths["/x"].get.responses[200].content["application/json"].schema).toEqual(job);
  });

  it("a nullable reference the generator wrote as allOf becomes anyOf null, which null passes", () => {
    const doc = withNullableRefs({
      schema: { allOf: [{ $ref: "#/components/schemas/Job" }, { type: ["object", "null"] }], description: "d" },
    });
    expect(doc.schema).toEqual({ anyOf: [{ $ref: "#/components/schemas/Job" }, { type: "null" }], description: "d" });
  });
});
