import { careerMessages, careerSchema } from '@company/forms';
import { digitsOnly, validateWithSchema } from '@company/forms/final-form';
import { FileInput } from '@company/ui';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import * as css from '../../components/company/company.css.ts';
import { FormEnd, FormTextField, ValidatedForm } from '../../components/company/form-parts.tsx';
import * as formCss from '../../components/company/forms.css.ts';
import { PageBanner } from '../../components/company/PageBanner.tsx';
import { ThankYouDialog } from '../../components/company/ThankYouDialog.tsx';
import { type Benefit, careersPage, resumeRules } from '../../content/careers.ts';
import { pages } from '../../content/pages.ts';
import { submitCareerApplication, uploadResume } from '../../lib/company-requests.ts';
import * as page from './Career.css.ts';

interface CareerValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  location?: string;
  linkedin?: string;
}

const validate = validateWithSchema<CareerValues>(careerSchema);
const phoneInput = digitsOnly(10);
const { form: copy } = careersPage;

const iconPaths: Record<Benefit['id'], string> = {
  health: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  flexibility: 'M12 7v5l3 3M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'time-off': 'M4 20h16M6 20l6-14 6 14M9 13h6',
  office: 'M4 20V6l8-3 8 3v14M9 20v-5h6v5M8 9h.01M12 9h.01M16 9h.01',
  development: 'M4 19l5-5 4 4 7-8M15 10h5v5',
};

function BenefitIcon({ id }: { id: Benefit['id'] }) {
  return (
    <svg
      className={page.benefitIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[id]} />
    </svg>
  );
}

/** Title, description and canonical of the page (head tags). */
export const meta = pages.career;

/** /career: culture, benefits and the profile form with a resume upload. */
export default function Career() {
  const [resume, setResume] = useState<File | null>(null);
  // The last uploaded resume: a retry after a failed submission does not upload it again.
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  const [thanked, setThanked] = useState(false);
  const resetForm = useRef<() => void>(() => {});

  const onSubmit = async (values: CareerValues) => {
    let resumeKey: string | undefined;
    if (resume) {
      if (uploaded.current?.file === resume) resumeKey = uploaded.current.key;
      else {
        const upload = await uploadResume(resume);
        if (!upload.ok) {
          // A 4xx says what was wrong with the file (type, size): add the API's words.
          const detail = upload.status >= 400 && upload.status < 500 ? ` (${upload.message})` : '';
          return { [FORM_ERROR]: `${copy.resumeUploadFailed}${detail}` };
        }
        uploaded.current = { file: resume, key: upload.data.key };
        resumeKey = upload.data.key;
      }
    }
    const result = await submitCareerApplication({
      first_name: (values.firstName ?? '').trim(),
      last_name: (values.lastName ?? '').trim(),
      email: values.email?.trim() || undefined,
      phone: values.phone ?? '',
      location: (values.location ?? '').trim(),
      linkedin: values.linkedin?.trim() || undefined,
      resume_key: resumeKey,
    });
    if (!result.ok) {
      return {
        [FORM_ERROR]: result.status >= 400 && result.status < 500 ? result.message : copy.failed,
      };
    }
    setThanked(true);
    return undefined;
  };

  return (
    <>
      <PageBanner heading={careersPage.heading} text={careersPage.intro} />

      <section aria-labelledby="culture-heading" className={css.section}>
        <h2 id="culture-heading" className={css.sectionTitle}>
          {careersPage.cultureHeading}
        </h2>
        <div className={css.prose}>
          {careersPage.culture.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <div className={css.band}>
        <section aria-labelledby="benefits-heading" className={css.section}>
          <h2 id="benefits-heading" className={css.sectionTitle}>
            {careersPage.benefitsHeading}
          </h2>
          <ul className={page.benefits}>
            {careersPage.benefits.map((benefit) => (
              <li key={benefit.id} className={css.card}>
                <BenefitIcon id={benefit.id} />
                <h3 className={css.cardTitle}>{benefit.title}</h3>
                <p className={css.muted}>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="profile-heading" className={css.section}>
        <h2 id="profile-heading" className={css.sectionTitle}>
          {copy.heading}
        </h2>
        <p className={css.lead}>{copy.intro}</p>
        <Form<CareerValues> onSubmit={onSubmit} validate={validate}>
          {({ handleSubmit, submitting, submitError, submitFailed, errors, form }) => {
            resetForm.current = () => form.restart();
            const missingRequired =
              submitFailed && Object.values(errors ?? {}).includes(careerMessages.required);
            return (
              <ValidatedForm
                form={form}
                handleSubmit={handleSubmit}
                aria-labelledby="profile-heading"
                aria-describedby="career-privacy"
              >
                <div className={formCss.row}>
                  <FormTextField
                    name="firstName"
                    label={copy.labels.firstName}
                    required
                    autoComplete="given-name"
                    maxLength={100}
                  />
                  <FormTextField
                    name="lastName"
                    label={copy.labels.lastName}
                    required
                    autoComplete="family-name"
                    maxLength={100}
                  />
                </div>
                <div className={formCss.row}>
                  <FormTextField
                    name="email"
                    type="email"
                    label={copy.labels.email}
                    hint={copy.hints.email}
                    autoComplete="email"
                    maxLength={254}
                  />
                  <FormTextField
                    name="phone"
                    parse={phoneInput}
                    type="tel"
                    inputMode="numeric"
                    label={copy.labels.phone}
                    hint={copy.hints.phone}
                    required
                    autoComplete="tel-national"
                    maxLength={10}
                  />
                </div>
                <div className={formCss.row}>
                  <FormTextField
                    name="location"
                    label={copy.labels.location}
                    hint={copy.hints.location}
                    required
                    autoComplete="address-level2"
                    maxLength={100}
                  />
                  <FormTextField
                    name="linkedin"
                    type="url"
                    label={copy.labels.linkedin}
                    hint={copy.hints.linkedin}
                    autoComplete="url"
                    maxLength={200}
                  />
                </div>
                <FileInput
                  name="resume"
                  label={copy.labels.resume}
                  hint={copy.hints.resume}
                  accept={resumeRules.accept}
                  maxSize={resumeRules.maxBytes}
                  typeLabel="PDF"
                  value={resume}
                  onFileChange={setResume}
                  messages={{ type: () => resumeRules.notPdf, size: () => resumeRules.tooLarge }}
                />
                {missingRequired ? (
                  <p role="alert" className={formCss.formAlert}>
                    {careerMessages.required}
                  </p>
                ) : null}
                <FormEnd
                  submitError={submitError}
                  submitting={submitting}
                  submitLabel={copy.submit}
                  submittingLabel={copy.submitting}
                  privacy={copy.privacy}
                  privacyId="career-privacy"
                />
              </ValidatedForm>
            );
          }}
        </Form>
      </section>
      <ThankYouDialog
        open={thanked}
        onClose={() => {
          setThanked(false);
          setResume(null);
          uploaded.current = null;
          resetForm.current();
        }}
        title={careersPage.success.title}
        text={careersPage.success.text}
        button={careersPage.success.button}
      />
    </>
  );
}
