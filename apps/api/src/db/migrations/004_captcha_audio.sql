-- The captcha's answer, sealed (AES-256-GCM with a key derived from SIGNING_KEY), so the API can
-- read it aloud for the audio alternative; the hash still decides whether an answer is right.
alter table captchas add column answer_sealed text;
