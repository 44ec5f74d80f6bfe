const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL's `?id=` (or `?copy=`) can name an order at all: anything else is not asked of the server. */
export const isOrderId = (id: string): boolean => UUID.test(id);
