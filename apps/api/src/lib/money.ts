/** ₹1,00,000.00: rupees in Indian grouping with two decimals (receipts, SMS, the sandbox pages). */
export const rupees = (amount: string | number) =>
  `₹${Number(amount).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
