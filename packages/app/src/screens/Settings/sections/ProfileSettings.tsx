import { profileSchema } from "@round/forms/schemas";
import {
  applyTheme,
  Card,
  RadioCards,
  readThemePreference,
  Stack,
  Switch,
  saveThemePreference,
  TextField,
  type ThemePreference,
} from "@round/ui";
import { useState } from "react";
import { updateProfile } from "../../../api/identities";
import type { User } from "../../../api/types";
import { useUserChanged } from "../../../hooks/useAccount";
import { setLockdownEnabled, useLockdownSetting } from "../../../session/lockdownSetting";
import { Section, useSection } from "./sectionForm";

/** Settings, Profile: your name and phone (anyone may change their own), and how Round looks. */
export default function ProfileSettings({ user }: { user: User }) {
  return (
    <Stack gap="lg">
      <ProfileForm user={user} />
      <AppearanceCard />
    </Stack>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { reload } = useUserChanged();
  const { form, onChange, onBlur, status } = useSection({
    schema: profileSchema,
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    serverFieldAliases: { phoneNumber: "phone" },
    fallbackError: "Failed to save profile",
    savedText: "Profile saved",
    onSubmit: async (_output, values) => {
      await updateProfile({ firstName: values.firstName, lastName: values.lastName, phone: values.phone });
      // The saved names show everywhere (the shell, the dashboard) without waiting for the cache.
      await reload();
    },
  });
  const field = (name: "firstName" | "lastName" | "phone", label: string) => ({
    label,
    name,
    required: true,
    value: form.values[name],
    error: form.errors[name],
    disabled: form.submitting,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
  });
  return (
    <Section title="Profile" saving={form.submitting} status={status} onSubmit={form.handleSubmit}>
      <TextField {...field("firstName", "First Name")} autoComplete="given-name" />
      <TextField {...field("lastName", "Last Name")} autoComplete="family-name" />
      <TextField
        label="Email"
        name="email"
        value={user.email}
        readOnly
        hint="Your sign-in address can't be changed here."
      />
      <TextField {...field("phone", "Phone")} type="tel" autoComplete="tel" />
      <TextField
        label="Role"
        name="role"
        value={user.roleLabel ?? "No role in an account"}
        readOnly
        hint="Your role in the account. Whoever manages the team can change it."
      />
    </Section>
  );
}

function AppearanceCard() {
  const [theme, setTheme] = useState<ThemePreference>(readThemePreference);
  const lockdown = useLockdownSetting();
  return (
    <Card title="Appearance and behaviour">
      <Stack gap="lg">
        <RadioCards
          label="Theme"
          name="theme"
          value={theme}
          onValueChange={(value) => {
            const next = value as ThemePreference;
            setTheme(next);
            saveThemePreference(next);
            applyTheme(next);
          }}
          options={[
            { value: "system", title: "System", description: "Follow the device setting" },
            { value: "light", title: "Light" },
            { value: "dark", title: "Dark" },
          ]}
        />
        <Switch
          label="Lock down the page"
          description="Blocks the right-click menu, developer-tool shortcuts and page zoom. Off by default: it gets in the way of zooming and assistive tools."
          checked={lockdown}
          onCheckedChange={setLockdownEnabled}
        />
      </Stack>
    </Card>
  );
}
