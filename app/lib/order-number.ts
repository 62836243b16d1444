/**
 * The number a buyer and the business quote for an order: the first twelve hex digits of its
 * id, e.g. "1F2E3D4C-5B6A" (a prefix of the id, so the order is found by it).
 */
export const orderNumber = (orderId: string) => orderId.slice(0, 13).toUpperCase();
