import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDownload } from "~/lib/csv";
import { requireAdmin } from "~/server/accounts/admin.server";
import { instalmentPlans } from "~/server/sales/instalment-admin.server";

// Every payment of every plan in instalments, one row each, the first (at checkout) included.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const rows = instalmentPlans().flatMap(({ order, productName, instalments }) => {
    const buyer = [order.buyerFirstName, order.buyerLastName].filter(Boolean).join(" ");
    const common = [order.id, buyer, order.buyerEmail, productName, order.provider === "test" ? "yes" : "no", order.status];
    return [
      [
        ...common,
        1,
        (order.amountCents / 100).toFixed(2),
        order.paidAt?.toISOString(),
        order.status === "refunded" ? "refunded" : "paid",
        order.paidAt?.toISOString(),
        "checkout",
        0,
        null,
      ],
      ...instalments.map((line) => [
        ...common,
        line.number,
        (line.amountCents / 100).toFixed(2),
        line.dueAt.toISOString(),
        line.status,
        line.paidAt?.toISOString(),
        line.settledBy,
        line.attempts,
        line.lastFailure,
      ]),
    ];
  });
  const header = [
    "order",
    "buyer",
    "email",
    "plan",
    "test",
    "order status",
    "payment",
    "amount (USD)",
    "due",
    "status",
    "paid at",
    "settled by",
    "charges tried",
    "last failure",
  ];
  return csvDownload("instalments.csv", header, rows);
}
