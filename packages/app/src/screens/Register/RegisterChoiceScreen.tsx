import { Button, RadioCards, Stack, Link as UiLink } from "@round/ui";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import * as layout from "../../layouts/layout.css";

type AccountType = "personal" | "business";

/** Account type choice: Personal or Business. */
export default function RegisterChoiceScreen() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<AccountType>("personal");
  return (
    <Stack gap="lg">
      <div>
        <h1 className={layout.heading}>Create your account</h1>
        <p className={layout.muted}>Choose the kind of account you need.</p>
      </div>
      <RadioCards
        label="Account type"
        name="accountType"
        value={choice}
        onValueChange={(value) => setChoice(value as AccountType)}
        options={[
          {
            value: "personal",
            title: "Personal",
            description: "For an individual managing their own subscriptions.",
          },
          {
            value: "business",
            title: "Business",
            description:
              "For a company: adds company details and a billing address for invoicing and compliance.",
          },
        ]}
      />
      <Button fullWidth size="lg" onClick={() => navigate(`/auth/register/${choice}`)}>
        Continue
      </Button>
      <p className={layout.center}>
        Already have an account?{" "}
        <UiLink href="/auth/login" as={Link}>
          Sign in
        </UiLink>
      </p>
    </Stack>
  );
}
