/**
 * `npx tsx packages/server/bench/catalog.bench.ts` (run by `npm run bench`): the catalog on PostgreSQL with
 * 2,000 plans and 20,000 price points in one account. GET /api/catalog/plans?search=… (a page of 20) and
 * POST /api/estimates (a tiered point and a coupon) under 50 connections with autocannon, against the bare
 * driver running the same queries (recorded from the modules' own query functions, replayed with pg in the
 * same stages the services run them: one after another, or together where a service awaits them together);
 * then each paced (open loop) at half the bare driver's maximum rate, server and driver alike.
 * Budgets: server ≥ 0.7 × the driver's rate; p99 < 50 ms at the paced load. BENCH_SECONDS (default 10) sets
 * each run's length; each side runs 2 s before it is measured.
 */
import pg from "pg";
import { findCouponByCode } from "../src/modules/catalog/coupons/queries.ts";
import { familyNames } from "../src/modules/catalog/families/queries.ts";
import { featuresOf, metricsOf, pageOfPlans, plansByIds } from "../src/modules/catalog/plans/queries.ts";
import { currentPointsOf, pointsByIds } from "../src/modules/catalog/price-points/queries.ts";
import { findSettings } from "../src/modules/catalog/settings/queries.ts";
import { redemptionsByCoupon, revenueByItem } from "../src/modules/catalog/usage/service.ts";
import { principalRow } from "../src/modules/identities/queries/principal.ts";
import { freshPostgresDatabase } from "../test/helpers.ts";
import {
  benchAccount,
  CONNECTIONS,
  callers,
  claimsOf,
  latencyAtHalf,
  load,
  recorder,
  replay,
  report,
  SECONDS,
  startServer,
} from "./load.ts";

const PLANS = 2_000;
const POINTS_PER_PLAN = 10;
const SEARCH = "gold";

const tiers = [
  { startingUnit: 1, endingUnit: 10, price: 5 },
  { startingUnit: 11, endingUnit: 100, price: 4 },
  { startingUnit: 101, price: 3.5 },
];

const database = await freshPostgresDatabase();
let missed = false;
try {
  const server = await startServer({ DATABASE_URL: database.url, LOG_LEVEL: "warn" });
  try {
    const {
      token,
      account: accountId,
      familyId,
      call,
    } = await benchAccount(server.url, {
      name: "Bench Family",
      description: "Plans for the benchmark",
    });
    console.log(`Catalog: ${PLANS} plans with ${POINTS_PER_PLAN} price points each…`);
    const tiers4 = ["gold", "silver", "bronze", "iron"];
    let next = 0;
    let tieredPointId = "";
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < PLANS) {
          const index = next++;
          const plan = await call("POST", "/api/catalog/plans", {
            name: `Bench plan ${String(index).padStart(4, "0")} ${tiers4[index % 4]}`,
            description: `Plan number ${index} of the benchmark`,
            productFamilyId: familyId,
            pricePoints: Array.from({ length: POINTS_PER_PLAN }, (_, point) =>
              point === 0
                ? { currency: "USD", pricingModel: "tiered", tiers, billingFrequency: "monthly" }
                : {
                    currency: "USD",
                    pricingModel: "flat_fee",
                    price: 10 + index + point / 100,
                    billingFrequency: point % 2 ? "monthly" : "yearly",
                  },
            ),
            features: [{ name: "Seats", featureType: "quantity", value: 5 }],
          });
          if (index === 0) tieredPointId = plan.pricePoints[0].id;
        }
      }),
    );
    await call("POST", "/api/catalog/coupons", {
      name: "Bench",
      couponCode: "BENCH10",
      discountType: "percentage",
      discountValue: 10,
      durationType: "forever",
    });
    // Statistics for the planner, as autovacuum would gather them after such a load.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query("analyze");
    await admin.end();
    const estimate = { items: [{ pricePointId: tieredPointId, quantity: 150 }], couponCodes: ["BENCH10"] };
    const searchPath = `/api/catalog/plans?search=${SEARCH}`;
    const page = await call("GET", searchPath);
    const priced = await call("POST", "/api/estimates", estimate);
    console.log(
      `  a page: ${page.items.length} of ${page.totalCount}; the estimate: ${priced.total} ${priced.currency}`,
    );

    console.log("PostgreSQL: server under load…");
    const list = await load(`${server.url}${searchPath}`, token);
    const estimates = await load(`${server.url}/api/estimates`, token, estimate);

    console.log("PostgreSQL: bare driver…");
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    pool.on("error", () => {});
    const { db, record } = recorder(pool);
    const claims = claimsOf(token);
    const principal = await record(() => principalRow(db, claims.sub, claims.sid));
    const query = {
      search: SEARCH,
      orderBy: "createdAt" as const,
      isAscending: false,
      pageNumber: 1,
      pageSize: 20,
    };
    const listed = await pageOfPlans(db, accountId, query);
    const ids = listed.items.map((row) => row.id);
    const pageSql = await record(() => pageOfPlans(db, accountId, query));
    const viewSql = await record(() =>
      Promise.all([
        findSettings(db, accountId),
        currentPointsOf(db, accountId, "plan", ids),
        featuresOf(db, accountId, ids),
        metricsOf(db, accountId, ids),
        familyNames(db, accountId, [familyId]),
        revenueByItem(db, accountId, ids),
      ]),
    );
    const listStages = [principal, pageSql, viewSql];
    const [point] = await pointsByIds(db, accountId, [tieredPointId]);
    const coupon = await findCouponByCode(db, accountId, "BENCH10");
    // The service reads the points and the coupon together, then the coupon's redemptions with the points'
    // plans: its stages.
    const estimateStages = [
      principal,
      await record(() =>
        Promise.all([
          pointsByIds(db, accountId, [tieredPointId]),
          findCouponByCode(db, accountId, "BENCH10"),
        ]),
      ),
      await record(() =>
        Promise.all([
          redemptionsByCoupon(db, accountId, [coupon!.id]),
          plansByIds(db, accountId, [point!.ownerId]),
          metricsOf(db, accountId, [point!.ownerId]),
        ]),
      ),
    ];
    // BENCH_EXPLAIN=1: the plan of every statement, as PostgreSQL runs it.
    if (process.env.BENCH_EXPLAIN) {
      for (const query of [...listStages.flat(), ...estimateStages.flat()]) {
        const plan = await pool.query(`explain (analyze, buffers) ${query.text}`, query.values);
        console.log(`${query.text}\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
      }
    }
    const listDriver = replay(pool, listStages);
    const estimateDriver = replay(pool, estimateStages);
    const driverList = await callers(listDriver);
    const driverEstimates = await callers(estimateDriver);
    console.log("PostgreSQL: paced at half the bare driver's maximum…");
    const listLatency = await latencyAtHalf(
      { url: `${server.url}${searchPath}`, token },
      listDriver,
      driverList.qps,
    );
    const estimateLatency = await latencyAtHalf(
      { url: `${server.url}/api/estimates`, token, body: estimate },
      estimateDriver,
      driverEstimates.qps,
    );
    await pool.end();

    const ok = report(
      `PostgreSQL, ${PLANS} plans, ${PLANS * POINTS_PER_PLAN} price points, ${CONNECTIONS} connections (closed loop), ${SECONDS} s per run`,
      [
        {
          endpoint: `GET /api/catalog/plans?search=${SEARCH}`,
          serverRps: list.rps,
          driverQps: driverList.qps,
          floor: 0.7,
          latency: listLatency,
          p99Budget: 50,
        },
        {
          endpoint: "POST /api/estimates",
          serverRps: estimates.rps,
          driverQps: driverEstimates.qps,
          floor: 0.7,
          latency: estimateLatency,
          p99Budget: 50,
        },
      ],
    );
    if (!ok) missed = true;
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
if (missed) process.exitCode = 1;
