import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { AudiencesSection } from "../../features/landing/components/audiences-section.tsx";
import { HowItWorksSection } from "../../features/landing/components/how-it-works-section.tsx";
import { LandingFrame } from "../../features/landing/components/landing-frame.tsx";
import { LandingHero } from "../../features/landing/components/landing-hero.tsx";
import { SignUpCallToAction } from "../../features/landing/components/sign-up-call-to-action.tsx";
import { safeNextPath } from "../../lib/next-path.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** `/`: what Stint is, for signed-out visitors; `?next=` (set by the guard) asks them to sign in first. */
export function LandingRoute() {
  const { t } = useTranslation("landing");
  usePageTitle(t("title"));
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  const loginLink = paths.login({ next });

  return (
    <LandingFrame loginLink={loginLink}>
      <LandingHero loginLink={loginLink} askToSignIn={next !== null} />
      <AudiencesSection />
      <HowItWorksSection />
      <SignUpCallToAction loginLink={loginLink} />
    </LandingFrame>
  );
}
