import { Banner, formatUtcTime as clockTime } from "@round/ui";
import { useSubscriptions } from "../../hooks/subscriptions";
import { useTestClock } from "../../hooks/testClocks";

/**
 * Says that a customer lives on a test clock: its time is the clock's, and nothing it does counts in the
 * account's figures. The customer's answer names the clock (its subscriptions do too, for answers without it).
 */
export function TestClockBanner({
  customerId,
  testClockId,
}: {
  customerId: string;
  testClockId?: string | null;
}) {
  const list = useSubscriptions({ customerId, pageSize: 100 }, { enabled: testClockId === undefined });
  const clockId = testClockId ?? list.data?.items.find((item) => item.testClockId)?.testClockId ?? null;
  const clock = useTestClock(clockId);
  if (!clockId) return null;
  return (
    <Banner tone="warning" title="Test clock">
      {clock.data
        ? `This customer lives on the test clock ${clock.data.name}, frozen at ${clockTime(clock.data.frozenTime)}. Its billing is a rehearsal and stays out of the account's figures.`
        : "This customer lives on a test clock. Its billing is a rehearsal and stays out of the account's figures."}
    </Banner>
  );
}
