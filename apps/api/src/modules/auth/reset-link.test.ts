import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { verifications } from "../../db/schema/index.ts";
import { readOutbox } from "../../lib/mail/read-outbox.ts";
import { it } from "../../test/api-test.ts";
import type { TestApp } from "../../test/test-app.ts";

it.override({ appEnv: { RATE_LIMIT: "false" } });

async function mailedToken(app: TestApp, email: string) {
  await app.client().post("/api/auth/request-password-reset", { email });
  const tokenOf = async () => {
    const messages = (await readOutbox(app.outboxDir)).filter((message) => message.to.includes(email));
    const link = messages.at(-1)?.links.find((href) => href.includes("/reset-password?token="));
    return link ? new URL(link).searchParams.get("token") : null;
  };
  await expect.poll(tokenOf).not.toBeNull();
  return (await tokenOf())!;
}

const status = (app: TestApp, token: string) =>
  app.client().get(`/api/auth/reset-password-link?token=${encodeURIComponent(token)}`);

describe("GET /api/auth/reset-password-link", () => {
  it("says a fresh link is usable, without using it up", async ({ app, signedInStudent }) => {
    const { email } = await signedInStudent();
    const token = await mailedToken(app, email);

    for (let asked = 0; asked < 2; asked += 1) {
      const response = await status(app, token);
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ usable: true });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    // Asking did not consume it: the password still changes with it.
    const reset = await app.client().post("/api/auth/reset-password", { token, newPassword: "a brand new passphrase" });
    expect(reset.status).toBe(200);
  });

  it("answers a used, an expired and a made-up token alike, naming no account", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const used = await mailedToken(app, (await signedInStudent()).email);
    await app.client().post("/api/auth/reset-password", { token: used, newPassword: "a brand new passphrase" });
    const expired = await mailedToken(app, (await signedInStudent()).email);
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${expired}`));

    const answers = await Promise.all([used, expired, "made-up-token-123"].map((token) => status(app, token)));
    expect(answers.map((answer) => [answer.status, answer.json])).toEqual([
      [200, { usable: false }],
      [200, { usable: false }],
      [200, { usable: false }],
    ]);
  });

  it("needs a token", async ({ app }) => {
    const response = await app.client().get("/api/auth/reset-password-link");
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty("token");
  });
});
