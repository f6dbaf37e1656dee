/** "$150.00" (apart from the form schemas, so the public tournament pages need no zod) */
export const formatPrice = (price: number) => `$${price.toFixed(2)}`;
