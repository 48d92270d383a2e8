import { ddmmyyyy } from '../lib/dates.ts';

export type MandateRow = {
  order_id: string;
  subscription_id: string;
  umn: string | null;
  plan_name: string;
  start_date: Date;
  end_date: Date;
  interval_type: string;
  recurring_amount: string;
  first_charge_date: Date;
  status: string;
};

export function mandateData(m: MandateRow) {
  return {
    order_id: m.order_id,
    subscription_id: m.subscription_id,
    umn: m.umn ?? '',
    plan_name: m.plan_name,
    start_end_date: `${ddmmyyyy(m.start_date)} to ${ddmmyyyy(m.end_date)}`,
    interval_type: m.interval_type,
    recurring_amount: Number(m.recurring_amount).toFixed(2),
    first_charge_date: ddmmyyyy(m.first_charge_date),
    status: m.status,
  };
}

export const mandateDataSchema = {
  type: 'object',
  properties: Object.fromEntries(
    [
      'order_id',
      'subscription_id',
      'umn',
      'plan_name',
      'start_end_date',
      'interval_type',
      'recurring_amount',
      'first_charge_date',
      'status',
    ].map((k) => [k, { type: 'string' }]),
  ),
};

export const mandateColumns = [
  'order_id',
  'subscription_id',
  'umn',
  'plan_name',
  'start_date',
  'end_date',
  'interval_type',
  'recurring_amount',
  'first_charge_date',
  'status',
] as const;
