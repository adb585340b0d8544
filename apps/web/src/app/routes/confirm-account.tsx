import { useSearchParams } from "react-router";
import { ConfirmAccountPage } from "../../features/accounts/components/confirm-account-page.tsx";

/** `/confirm-account?token=…`: the link mailed to a new account that must confirm its email; signed in or out. */
export function ConfirmAccountRoute() {
  const [searchParams] = useSearchParams();
  return <ConfirmAccountPage token={searchParams.get("token") ?? ""} />;
}
