// The e2e suite's university (issue 37): the test OpenID Connect provider of the API tests, run as its own process.
import { spawn } from "node:child_process";
import path from "node:path";
import { repoRoot } from "../scripts/lib/build-web.mjs";
import { nodeBinary } from "../scripts/lib/node-bin.mjs";

/** The server's OIDC_PROVIDERS entry, without the issuer (its port is chosen when the suite starts). */
export const UNIVERSITY = {
  id: "e2e-uni",
  name: "E2E University",
  clientId: "stint-test",
  clientSecret: "stint-test-secret-long-enough-for-hs256-32b",
  emailDomains: ["uni.e2e.example"],
};

/** Starts the provider on `port`, sending browsers back to the server at `baseUrl`; resolves once it listens. */
export function startOidcProvider({ port, baseUrl }) {
  const child = spawn(nodeBinary(), [path.join(repoRoot, "apps/api/scripts/oidc-test-provider.ts")], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      OIDC_TEST_PORT: String(port),
      OIDC_TEST_REDIRECT_URI: `${baseUrl}/api/auth/callback/${UNIVERSITY.id}`,
      OIDC_TEST_EMAIL_DOMAIN: UNIVERSITY.emailDomains[0],
    },
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the test university exited (${code}) before it was ready`)));
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("ready")) resolve(child);
    });
  });
}
