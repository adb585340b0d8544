// A university for the end-to-end tests (e2e/run.mjs starts it beside the server): the same real OpenID Connect
// provider the API tests use, on OIDC_TEST_PORT, sending browsers back to OIDC_TEST_REDIRECT_URI. Any login name
// signs in, as `<name>@<OIDC_TEST_EMAIL_DOMAIN>` with a verified address; any password. Prints "ready" once it listens.
import { startOidcTestProvider } from "../src/test/oidc-test-provider.ts";

const port = Number(process.env.OIDC_TEST_PORT);
const redirectUri = process.env.OIDC_TEST_REDIRECT_URI;
const domain = process.env.OIDC_TEST_EMAIL_DOMAIN ?? "uni.e2e.example";
if (!Number.isInteger(port) || !redirectUri) {
  console.error("Set OIDC_TEST_PORT and OIDC_TEST_REDIRECT_URI");
  process.exit(2);
}
const provider = await startOidcTestProvider({
  port,
  redirectUris: [redirectUri],
  anyone: (sub) => ({ email: `${sub}@${domain}`, email_verified: true, name: "E2E Student" }),
});
console.log("ready");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
