/**
 * Borrowers the bench makes for the OTP route and its anchor: mobiles 7000000000 onwards, one per
 * request, since a number may have an OTP only every 59 s. Enough that no number comes round
 * again within a run of a few rounds at a few thousand requests a second.
 */
export const benchBorrowers = 400_000;
export const firstBenchMobile = 7_000_000_000;
