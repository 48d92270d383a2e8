import { careerMessages, careerSchema } from '@company/forms';
import type { CareerRequest } from '@company/forms/contracts';
import { validateWithSchema } from '@company/forms/final-form';
import { FileInput } from '@company/ui';
import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FieldRow } from '../../components/form/FieldRow.tsx';
import {
  FormEmailField,
  FormEnd,
  FormMobileField,
  FormTextField,
  ValidatedForm,
} from '../../components/form/form-parts.tsx';
import * as formCss from '../../components/form/forms.css.ts';
import { ThankYouDialog } from '../../components/form/ThankYouDialog.tsx';
import { CompanySection } from '../../components/page/CompanySection.tsx';
import * as css from '../../components/page/company.css.ts';
import { careersPage, resumeRules } from '../../content/careers.ts';
import { fileInputLabels } from '../../content/component-labels.ts';
import { answerField, type WireNames } from '../../lib/answer-field.ts';
import { inPageLanguage } from '../../lib/messages.ts';
import { submitCareerApplication, uploadResume } from './client.ts';

interface CareerValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  location?: string;
  linkedin?: string;
}

const validate = validateWithSchema<CareerValues>(careerSchema);
/** The form's fields, and the API's names for those it calls otherwise. */
const careerFields = ['firstName', 'lastName', 'email', 'phone', 'location', 'linkedin'] as const;
const careerWireNames = {
  first_name: 'firstName',
  last_name: 'lastName',
} as const satisfies WireNames<CareerRequest, keyof CareerValues>;
const { form: copy } = careersPage;

/**
 * The careers profile: the form, the resume upload (once per file, so a retry does not upload it
 * again) and the thank-you dialog that empties the form.
 */
export function CareerForm() {
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
      // A field the API refused shows its words beside it; anything else, above the button.
      const field = answerField(result, careerFields, careerWireNames);
      if (field) return { [field]: result.message };
      return {
        [FORM_ERROR]: result.status >= 400 && result.status < 500 ? result.message : copy.failed,
      };
    }
    setThanked(true);
    return undefined;
  };

  return (
    <>
      <CompanySection titleId="profile-heading" title={copy.heading}>
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
                <FieldRow>
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
                </FieldRow>
                <FieldRow>
                  <FormEmailField label={copy.labels.email} hint={copy.hints.email} />
                  <FormMobileField label={copy.labels.phone} hint={copy.hints.phone} />
                </FieldRow>
                <FieldRow>
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
                </FieldRow>
                <FileInput
                  name="resume"
                  label={copy.labels.resume}
                  hint={copy.hints.resume}
                  accept={resumeRules.accept}
                  maxSize={resumeRules.maxBytes}
                  typeLabel="PDF"
                  value={resume}
                  onFileChange={setResume}
                  labels={{
                    ...fileInputLabels,
                    choose: copy.resumeButton.choose,
                    replace: copy.resumeButton.replace,
                    remove: (file) => copy.removeResume(file.name),
                    notAccepted: () => resumeRules.notPdf,
                    tooLarge: () => resumeRules.tooLarge,
                    kept: (previous) => resumeRules.kept(previous.name),
                  }}
                />
                {missingRequired ? (
                  <p role="alert" className={formCss.formAlert}>
                    {inPageLanguage(careerMessages.required)}
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
      </CompanySection>
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
