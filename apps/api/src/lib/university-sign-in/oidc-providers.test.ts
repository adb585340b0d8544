import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "../../env.ts";
import { isAllowedEmail } from "./oidc-providers.ts";

const base = { DATA_DIR: "/tmp/stint-env-test", AUTH_SECRET: "x".repeat(32) };
const university = {
  id: "unibe",
  name: "University of Bern",
  issuer: "https://login.unibe.example/",
  clientId: "stint",
  clientSecret: "secret",
  emailDomains: ["UniBe.example", "students.unibe.example"],
};
const withProviders = (value: unknown) =>
  readEnv({ ...base, OIDC_PROVIDERS: typeof value === "string" ? value : JSON.stringify(value) });

describe("OIDC_PROVIDERS", () => {
  it("is none when unset, and reads each university with its issuer and lower-case domains", () => {
    expect(readEnv(base).oidcProviders).toEqual([]);
    expect(withProviders([university]).oidcProviders).toEqual([
      {
        ...university,
        issuer: "https://login.unibe.example",
        emailDomains: ["unibe.example", "students.unibe.example"],
      },
    ]);
  });

  it.each([
    ["not JSON", "[{"],
    ["no email domain", [{ ...university, emailDomains: [] }]],
    ["an issuer that is no URL", [{ ...university, issuer: "login.unibe" }]],
    ["two providers with one id", [university, { ...university, name: "Again" }]],
    ["password sign-in's id", [{ ...university, id: "credential" }]],
    ["an unknown field", [{ ...university, secret: "typo" }]],
  ])("stops the start on %s, naming the variable", (_what, value) => {
    expect(() => withProviders(value)).toThrow(EnvError);
    expect(() => withProviders(value)).toThrow(/OIDC_PROVIDERS/);
  });

  it("lets in exactly the listed domains", () => {
    const provider = { emailDomains: ["unibe.example"] };
    expect(isAllowedEmail(provider, "lena@UNIBE.example")).toBe(true);
    expect(isAllowedEmail(provider, "lena@evil-unibe.example")).toBe(false);
    expect(isAllowedEmail(provider, "lena@mail.unibe.example")).toBe(false);
    expect(isAllowedEmail(provider, "lena@unibe.example.evil")).toBe(false);
    expect(isAllowedEmail(provider, "unibe.example")).toBe(false);
  });
});
