/**
 * Tells the guard why the session ended: after an intentional sign-out the user goes to the landing screen,
 * after an expired session they are asked to sign in and come back to the page they were on.
 */
let signedOutOnPurpose = false;

export function markSignedOutOnPurpose() {
  signedOutOnPurpose = true;
}

export function clearSignedOutOnPurpose() {
  signedOutOnPurpose = false;
}

export function wasSignedOutOnPurpose() {
  return signedOutOnPurpose;
}
