import { AUTH_ERROR_CODES } from "@stint/shared/errors";
import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors.ts";
import { normaliseAuthError } from "./normalise-auth-error.ts";

const betterAuth = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function codeOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe("better-auth's error codes, in the API's one union of codes", () => {
  it("passes on the codes the web tells apart, with their message", async () => {
    const answer = await normaliseAuthError(
      betterAuth(400, { code: "INVALID_TOKEN", message: "invalid token" }),
      "/api/auth/reset-password",
    );
    expect(await codeOf(answer)).toEqual({
      code: AUTH_ERROR_CODES.invalidToken,
      message: "This reset link has expired or was already used. Ask for a new one.",
    });
  });

  it("answers any other code of better-auth with the API's own code for the status, keeping its message", async () => {
    const forbidden = await normaliseAuthError(
      betterAuth(403, { code: "EMAIL_NOT_VERIFIED", message: "Email not verified" }),
      "/api/auth/sign-in/email",
    );
    expect(await codeOf(forbidden)).toEqual({ code: "forbidden", message: "Email not verified" });
    const bad = await normaliseAuthError(
      betterAuth(400, { code: "USER_ALREADY_EXISTS", message: "User already exists" }),
      "/api/auth/sign-up/email",
    );
    expect(await codeOf(bad)).toEqual({ code: "invalid-input", message: "User already exists" });
  });

  it("builds the server's errors only from the shared codes", () => {
    expect(new AppError("conflict", 409, "Taken.").code).toBe("conflict");
    // @ts-expect-error: a code outside the shared union (a typo) does not compile
    expect(new AppError("conflcit", 409, "Taken.").code).toBe("conflcit");
  });
});
