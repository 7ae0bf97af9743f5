import { Card, Columns, PageHeader } from "@round/ui";
import * as layout from "../../layouts/layout.css";

const topics = [
  {
    title: "Getting started",
    text: "Finish the Get Started steps to set up your organization, business settings, address, team and billing.",
  },
  {
    title: "Inviting your team",
    // Get Started closes once onboarding is complete; team management lives in Settings.
    text: "In Settings → Team, enter a colleague's email and a role. They receive an email with a link valid for 7 days.",
  },
  {
    title: "Confirmation email",
    text: "If the confirmation email did not arrive, check your spam folder or request a new one from the sign-in page.",
  },
  {
    title: "Password",
    text: "Use 'Forgot password?' on the sign-in page to receive a reset link, valid for one hour.",
  },
];

/** Help & Support. */
export default function HelpScreen() {
  return (
    <div className={layout.page}>
      <PageHeader title="Help & Support" subtitle="Answers to common questions about your Round account." />
      <Columns>
        {topics.map((topic) => (
          <Card key={topic.title} title={topic.title}>
            <p className={layout.muted}>{topic.text}</p>
          </Card>
        ))}
      </Columns>
    </div>
  );
}
