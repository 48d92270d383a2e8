/**
 * Whole rupees, 1 to 6 digits (the input stops at 6): the quick payment's amount rule. The form's
 * schema and the API's body schema (the payment contract) both read this one expression.
 */
export const rupeeAmount = /^[0-9]{1,6}$/;
