import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE } from "../../src/auth/permissions.ts";
import { oneTimeTokens, outbox, rateLimits, refreshTokens, sessions } from "../../src/db/schema/index.ts";
import { describeOnBothDatabases, expectError, TestServer } from "../helpers.ts";

// The periodic deletion of expired data.
describeOnBothDatabases("the sweep", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await TestServer.start(kind);
  });

  afterAll(async () => {
    await server?.close();
  });

  describe("the sweep of expired data", () => {
    it("deletes ended sessions, expired refresh tokens, spent links, old delivered mail and closed windows", async () => {
      const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
      const [live, revoked, lapsed] = [
        await server.member(null, ROLE.Viewer),
        await server.member(null, ROLE.Viewer),
        await server.member(null, ROLE.Viewer),
      ];
      const sessionOf = async (userId: string) =>
        (await server.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
      const revokedSession = await sessionOf(revoked.userId);
      await server.db
        .update(sessions)
        .set({ revokedAt: daysAgo(8) })
        .where(eq(sessions.id, revokedSession.id));
      // A session whose refresh tokens have all run out cannot be renewed any more.
      const lapsedSession = await sessionOf(lapsed.userId);
      await server.db
        .update(sessions)
        .set({ createdDate: daysAgo(31) })
        .where(eq(sessions.id, lapsedSession.id));
      await server.db
        .update(refreshTokens)
        .set({ expiresAt: daysAgo(1) })
        .where(eq(refreshTokens.sessionId, lapsedSession.id));
      const links = await server.db
        .insert(oneTimeTokens)
        .values([
          {
            userId: live.userId,
            kind: "confirm",
            tokenHash: `sweep-a-${live.userId}`,
            expiresAt: daysAgo(-1),
            usedAt: daysAgo(8),
          },
          { userId: live.userId, kind: "reset", tokenHash: `sweep-b-${live.userId}`, expiresAt: daysAgo(8) },
          {
            userId: live.userId,
            kind: "confirm",
            tokenHash: `sweep-c-${live.userId}`,
            expiresAt: daysAgo(-1),
            usedAt: daysAgo(1),
          },
          { userId: live.userId, kind: "reset", tokenHash: `sweep-d-${live.userId}`, expiresAt: daysAgo(-1) },
        ])
        .returning({ id: oneTimeTokens.id });
      const mail = await server.db
        .insert(outbox)
        .values([
          { to: "old@example.com", subject: "Old", text: "", html: "", status: "sent", sentAt: daysAgo(31) },
          { to: "new@example.com", subject: "New", text: "", html: "", status: "sent", sentAt: daysAgo(1) },
          // Never delivered (the SMTP server is down): kept, however old.
          {
            to: "stuck@example.com",
            subject: "Stuck",
            text: "t",
            html: "h",
            status: "pending",
            createdAt: daysAgo(40),
            nextAttemptAt: daysAgo(-1),
          },
        ])
        .returning({ id: outbox.id });
      await server.db.insert(rateLimits).values([
        { key: `sweep-closed-${live.userId}`, count: 3, windowEndsAt: daysAgo(1) },
        { key: `sweep-open-${live.userId}`, count: 3, windowEndsAt: daysAgo(-1) },
      ]);

      const swept = await server.instance.sweep();
      expect(swept.sessions).toBeGreaterThanOrEqual(2);
      expect(swept.oneTimeTokens).toBeGreaterThanOrEqual(2);
      expect(swept.sentMail).toBeGreaterThanOrEqual(1);

      expect(await server.db.select().from(sessions).where(eq(sessions.id, revokedSession.id))).toEqual([]);
      expect(await server.db.select().from(sessions).where(eq(sessions.id, lapsedSession.id))).toEqual([]);
      expect(
        await server.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, lapsedSession.id)),
      ).toEqual([]);
      expect((await server.get("/identities/me", live.token)).status).toBe(200);
      expectError(await server.get("/identities/me", lapsed.token), 401);
      const left = (
        await server.db
          .select({ id: oneTimeTokens.id })
          .from(oneTimeTokens)
          .where(eq(oneTimeTokens.userId, live.userId))
      ).map((row) => row.id);
      expect(left.sort()).toEqual([links[2]!.id, links[3]!.id].sort());
      const mailLeft = (await server.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id);
      expect(mailLeft).not.toContain(mail[0]!.id);
      expect(mailLeft).toEqual(expect.arrayContaining([mail[1]!.id, mail[2]!.id]));
      const windows = (await server.db.select({ key: rateLimits.key }).from(rateLimits)).map(
        (row) => row.key,
      );
      expect(windows).not.toContain(`sweep-closed-${live.userId}`);
      expect(windows).toContain(`sweep-open-${live.userId}`);
      // Fresh mail stays in the outbox until the worker has delivered it.
      await server.db.delete(outbox).where(eq(outbox.id, mail[2]!.id));
    });
  });
});
