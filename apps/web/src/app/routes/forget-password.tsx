import { useSearchParams } from "react-router";
import { ForgetPasswordPage } from "../../features/accounts/components/forget-password-page.tsx";

/** `/forget-password`: ask for a reset link (`?email=` carries over what was typed on the sign-in screen). */
export function ForgetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return <ForgetPasswordPage initialEmail={searchParams.get("email") ?? ""} />;
}
