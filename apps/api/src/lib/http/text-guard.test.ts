import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { fullCv } from "../../test/cv-fixtures.ts";
import { publishableJob } from "../../test/job-fixtures.ts";
import { GOOD_PASSWORD, uniqueEmail, ZURICH } from "../../test/test-app.ts";
import { CONTROL_MESSAGE, QUERY_VALUE_MAX, SURROGATE_MESSAGE, URL_MAX } from "./text-guard.ts";

// Issue 15: text PostgreSQL cannot store (NUL, lone surrogates) failed in the database as a 500 on every write.
const BAD_TEXT = [
  { what: "a NUL", text: "a\u0000b", message: CONTROL_MESSAGE },
  { what: "a lone high surrogate", text: "a\ud800b", message: SURROGATE_MESSAGE },
  { what: "a lone low surrogate", text: "\udc00", message: SURROGATE_MESSAGE },
  { what: "a bell (another C0 control)", text: "ring\u0007", message: CONTROL_MESSAGE },
];

type Response = { status: number; json: any };

/** The one 400 shape, with the message on the named field. */
function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status, JSON.stringify(response.json)).toBe(400);
  expect(response.json.error.code).toBe("invalid-input");
  expect(response.json.error.fields[field]).toBe(message);
}

describe.each(BAD_TEXT)("$what in any string", ({ text, message }) => {
  it("is refused at sign-up and by better-auth's routes, naming the field", async ({ app, signedInStudent }) => {
    const anon = app.client();
    const signUp = { email: uniqueEmail(), password: GOOD_PASSWORD, name: "Ada" };
    expectFieldError(await anon.post("/api/sign-up/student", { ...signUp, name: text }), "name", message);
    expectFieldError(
      await anon.post("/api/sign-up/company", { ...signUp, address: { ...ZURICH, city: text } }),
      "address.city",
      message,
    );
    expectFieldError(await anon.post("/api/sign-up/company", { ...signUp, password: text }), "password", message);
    expectFieldError(await anon.post("/api/auth/sign-in/email", { email: text, password: "x" }), "email", message);
    expectFieldError(
      await anon.post("/api/auth/request-password-reset", { email: `${text}@example.com`, redirectTo: "/reset" }),
      "email",
      message,
    );
    const { client } = await signedInStudent();
    expectFieldError(await client.post("/api/auth/update-user", { name: text }), "name", message);
    // A URL-encoded form, which better-auth reads too (a lone surrogate cannot be percent-encoded).
    if (/[\ud800-\udfff]/.test(text)) return;
    const form = await anon.request("POST", "/api/auth/sign-in/email", {
      rawBody: new URLSearchParams({ email: text, password: "x" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expectFieldError(form, "email", message);
  });

  it("is refused in nested bodies and JSON columns, by its path", async ({ signedInStudent, signedInCompany }) => {
    const student = await signedInStudent();
    expectFieldError(await student.client.patch("/api/me/account", { bio: text }), "bio", message);
    expectFieldError(
      await student.client.patch("/api/me/account", { address: { ...ZURICH, label: text } }),
      "address.label",
      message,
    );
    const cv = fullCv();
    cv.experience![0]!.description = text;
    cv.preferredPlaces = [{ ...ZURICH, region: text }];
    const created = await student.client.post("/api/cvs", cv);
    expectFieldError(created, "experience.0.description", message);
    expectFieldError(created, "preferredPlaces.0.region", message);
    // An unknown key is named too, not only values.
    // (In the answer, a lone surrogate in the field's name is shown as U+FFFD, so the answer is valid text.)
    const unknownKey = await student.client.post("/api/cvs", { ...fullCv(), [`x${text}`]: 1 });
    expectFieldError(unknownKey, `x${text}`.replace(/[\ud800-\udfff]/g, "\ufffd"), message);

    const company = await signedInCompany();
    expectFieldError(
      await company.client.post("/api/jobs", publishableJob({ description: `Work with us ${text}` })),
      "description",
      message,
    );
    expectFieldError(
      await company.client.post("/api/jobs", publishableJob({ fieldsOfStudy: ["Physics", text] })),
      "fieldsOfStudy.1",
      message,
    );
    expectFieldError(
      await company.client.post("/api/saved-filters", { name: "Mine", filter: { university: text } }),
      "filter.university",
      message,
    );
  });

  // A lone surrogate cannot be percent-encoded as UTF-8: sent as %ED%A0%80 it decodes to U+FFFD, which is
  // harmless. What reaches the API as a lone surrogate is JSON's "\ud800", covered above.
  it.skipIf(/[\ud800-\udfff]/.test(text))("is refused in query parameters", async ({ app, signedInCompany }) => {
    const q = encodeURIComponent(text);
    expectFieldError(await app.client().get(`/api/places?q=${q}`), "q", message);
    const { client } = await signedInCompany();
    expectFieldError(await client.get(`/api/jobs?q=${q}`), "q", message);
    expectFieldError(await client.get(`/api/saved-filters?x=${q}`), "x", message);
  });
});

describe("single-line fields and composed characters", () => {
  it("refuses line breaks and tabs in names, emails and titles, and keeps them in descriptions", async ({
    app,
    signedInStudent,
    signedInCompany,
  }) => {
    const signUp = { email: uniqueEmail(), password: GOOD_PASSWORD, name: "Ada\nLovelace" };
    const refused = await app.client().post("/api/sign-up/student", signUp);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.name).toMatch(/single line/);
    const { client } = await signedInStudent();
    expect((await client.patch("/api/me/account", { university: "ETH\tZürich" })).json.error.fields).toHaveProperty(
      "university",
    );
    expect((await client.patch("/api/me/account", { bio: "Line one\r\nLine two\tand a tab" })).status).toBe(200);
    const company = await signedInCompany();
    const job = await company.client.post("/api/jobs", publishableJob({ title: "Intern\nship" }));
    expect(job.json.error.fields).toHaveProperty("title");
    expect((await company.client.post("/api/jobs", publishableJob({ description: "A\n\nB" }))).status).toBe(201);
  });

  it("stores names and emails composed (NFC), so one name typed two ways is one name", async ({ app }) => {
    const client = app.client();
    const local = uniqueEmail("zoe").split("@")[0]!;
    const decomposed = "Zoe\u0301 Mu\u0308ller";
    const response = await client.post("/api/sign-up/student", {
      email: `${local}@EXAMPLE.com`,
      password: GOOD_PASSWORD,
      name: decomposed,
    });
    expect(response.status).toBe(201);
    expect(response.json.account.name).toBe("Zoé Müller");
    expect(response.json.account.name).toBe(decomposed.normalize("NFC"));
    expect(response.json.user.email).toBe(`${local}@example.com`);
  });
});

describe("sizes", () => {
  it("refuses an over-long query value, an over-long address and a body nested too deep", async ({
    app,
    signedInCompany,
  }) => {
    const anon = app.client();
    expectFieldError(
      await anon.get(`/api/places?q=${"a".repeat(QUERY_VALUE_MAX + 1)}`),
      "q",
      `Use at most ${QUERY_VALUE_MAX.toLocaleString("en")} characters.`,
    );
    const long = await anon.get(`/api/places?${"x=1&".repeat(URL_MAX / 4)}`);
    expect(long.status).toBe(414);
    expect(long.json.error.code).toBe("uri-too-long");
    const { client } = await signedInCompany();
    const deep = `${"[".repeat(100_000)}"leaf"${"]".repeat(100_000)}`;
    const nested = await client.request("POST", "/api/saved-filters", {
      rawBody: `{"name":"Deep","filter":{"skills":${deep}}}`,
    });
    expect(nested.status).toBe(400);
    expect(Object.keys(nested.json.error.fields)[0]).toMatch(/^filter\.skills(\.0)+$/);
  });

  it("still answers malformed JSON with the one error body, for routes and better-auth alike", async ({
    app,
    signedInStudent,
  }) => {
    const { client } = await signedInStudent();
    for (const response of [
      await client.request("PATCH", "/api/me/account", { rawBody: "{bad" }),
      await app.client().request("POST", "/api/auth/sign-in/email", { rawBody: '{"email": "a@b.ch",' }),
    ]) {
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        error: {
          code: "invalid-input",
          message: "The request body is not valid JSON.",
          fields: { _: "Malformed JSON." },
        },
      });
    }
  });
});
