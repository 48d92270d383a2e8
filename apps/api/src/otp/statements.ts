/**
 * The SQL of the OTPs and of the one message budget per destination (table otp_destinations: one
 * row per channel and number or mailbox). Every statement that adds a message locks the row and
 * checks the limits on its latest version (a send from another statement waits for that one to
 * commit, then sees it): no transaction or advisory lock around them.
 */

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 59;
export const OTP_MAX_SENDS_PER_HOUR = 5;

const sendsOfTheHour = (row: string) =>
  `(select count(*) from unnest(${row}.sent_at) as t where t > now() - interval '1 hour')`;

/** The row's messages of the last hour, oldest first, then this one. */
const addThisSend = `array(
    select t from unnest(d.sent_at) as t where t > now() - interval '1 hour' order by t
  ) || now()`;

const gapPassed = `(d.last_code_at is null
    or d.last_code_at <= now() - interval '${OTP_RESEND_SECONDS} seconds')`;

/** Wrong guesses burnt the current code: its owner may have a new one at once (the hour's cap holds). */
const codeBurnt = `(d.code_id is not null and d.verified_at is null
    and d.attempts >= ${OTP_MAX_ATTEMPTS})`;

/**
 * The code's upsert: within the number's budget, replaces the code, which supersedes the one
 * before. The rows it inserts come from the statement's CTE `first`.
 */
const replaceCodeWithinBudget = `
    insert into otp_destinations as d
      (channel, destination, sent_at, last_code_at, code_id, code_hash, expires_at)
    select channel, destination, array[now()], now(), code_id, code_hash,
      now() + interval '${OTP_TTL_SECONDS} seconds'
    from first
    on conflict (channel, destination) do update
    set sent_at = ${addThisSend}, last_code_at = now(),
        code_id = excluded.code_id, code_hash = excluded.code_hash,
        expires_at = excluded.expires_at, attempts = 0, verified_at = null
    where ${sendsOfTheHour('d')} < ${OTP_MAX_SENDS_PER_HOUR} and (${gapPassed} or ${codeBurnt})
    returning code_id`;

/**
 * Where a send goes, by its `lookup`: '' the target itself; 'mobile' the target if a loan has it;
 * 'lan' the registered mobile of the loan the target names; 'ticket' (`ticket:mobile`) the mobile
 * if the ticket was raised with it. Null: nowhere. A borrower's send and anyone else's run the
 * same statement, so neither answer nor time tells them apart.
 */
const destinationOf = (target: string, lookup: string) => `case ${lookup}
      when 'mobile' then (select phone from loans where phone = ${target} limit 1)
      when 'lan' then (select phone from loans where loan_account_no = ${target} limit 1)
      when 'ticket' then (select phone from service_requests
        where ticket = split_part(${target}, ':', 1) and phone = split_part(${target}, ':', 2))
      else ${target} end`;

/**
 * One send, one statement: where it goes, then the code's upsert. Written once and prepared.
 * Parameters: target, channel, the code's id, its hash, the lookup.
 */
export const storeCodeWithinBudget = `
  with checked as (
    select $2::text as channel, $3::text as code_id, $4::text as code_hash,
      ${destinationOf('$1::text', '$5::text')} as destination
  ), first as (select * from checked where destination is not null
  ), claimed as (${replaceCodeWithinBudget})
  select destination, exists (select 1 from claimed) as stored from checked`;

/**
 * PostgreSQL: the sends that arrive while one statement runs go together in the next
 * (`GroupedCalls`). Of two sends to one number in one group only the first is tried; the others
 * are refused, as they would be behind it. The rows are taken in the numbers' order (the sort of
 * the `distinct on`), so two instances' groups do not wait on each other in a cycle.
 * Parameters, one entry per send: as `storeCodeWithinBudget`'s, as arrays.
 */
export const storeCodesWithinBudget = `
  with send as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
      with ordinality as send(target, channel, code_id, code_hash, lookup, arrival)
  ), checked as (
    select send.*, ${destinationOf('send.target', 'send.lookup')} as destination from send
  ), first as (
    select distinct on (channel, destination) * from checked where destination is not null
    order by channel, destination, arrival
  ), claimed as (${replaceCodeWithinBudget})
  select destination,
    exists (select 1 from claimed where claimed.code_id = checked.code_id) as stored
  from checked order by arrival`;

/**
 * A message that is not this API's code draws on the budget: 'code' (the lender's code for an
 * enquiry) within the same limits as a code, which it does not replace; 'confirmation' (a payment
 * receipt, owed to the payer) always, counted. Parameters: channel, destination, the kind.
 */
export const drawOnBudget = `
  insert into otp_destinations as d (channel, destination, sent_at, last_code_at)
  values ($1::text, $2::text, array[now()], case when $3::text = 'code' then now() end)
  on conflict (channel, destination) do update
  set sent_at = ${addThisSend},
      last_code_at = case when $3::text = 'code' then now() else d.last_code_at end
  where $3::text = 'confirmation'
    or (${sendsOfTheHour('d')} < ${OTP_MAX_SENDS_PER_HOUR} and ${gapPassed})
  returning true as drawn`;

/**
 * Only for a refused send: which limit refused it, read from the committed row (the upsert's
 * snapshot may predate the send that refused it). Parameters: destination, channel.
 */
export const whyRefused = `
  select ${sendsOfTheHour('otp_destinations')}::int as sends,
    extract(epoch from now() - last_code_at)::float8 as since
  from otp_destinations where destination = $1 and channel = $2`;

/**
 * A check counts as an attempt on the current code, if it is open: not used, not expired, fewer
 * than the attempts allowed. Parameters: destination, channel.
 */
export const countAttempt = `
  update otp_destinations set attempts = attempts + 1
  where destination = $1 and channel = $2 and verified_at is null
    and expires_at > now() and attempts < ${OTP_MAX_ATTEMPTS}
  returning code_id, code_hash`;

/** Only for a check that found no open code: why. Parameters: destination, channel. */
export const whyClosed = `
  select verified_at is not null as used, expires_at <= now() as expired,
    attempts >= ${OTP_MAX_ATTEMPTS} as locked
  from otp_destinations where destination = $1 and channel = $2 and code_id is not null`;

/**
 * The right code, still the current one and unused, is used now. Parameters: destination,
 * channel, the code's id.
 */
export const useCode = `
  update otp_destinations set verified_at = now()
  where destination = $1 and channel = $2 and code_id = $3 and verified_at is null
  returning true as used`;
