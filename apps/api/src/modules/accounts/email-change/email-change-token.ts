// The email change's link secret is the shared mailed-link token (lib/link-token.ts).
export { newLinkToken as newEmailChangeToken, hashLinkToken as hashEmailChangeToken } from "../../../lib/link-token.ts";
