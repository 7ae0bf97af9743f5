/**
 * @round/billing: the pure maths of money (exact amounts, currencies, pricing models). No I/O, no React.
 */
export {};
