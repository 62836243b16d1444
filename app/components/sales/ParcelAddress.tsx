import type { OrderShipment } from "~/lib/order-form";

/** Who a kit goes to and where, one line each, as on the parcel's label. */
export function ParcelAddress({ shipment, className = "" }: { shipment: OrderShipment; className?: string }) {
  return (
    <address className={`not-italic ${className}`}>
      {[shipment.recipient, ...shipment.address].map((line, index) => (
        <span key={index} className="block break-words">
          {line}
        </span>
      ))}
    </address>
  );
}
