import { customerSupportSchema } from '@company/forms';
import type { ContactRequest } from '@company/forms/contracts';
import { validateWithSchema } from '@company/forms/final-form';
import { Box, TextField } from '@company/ui';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FieldRow } from '../../components/form/FieldRow.tsx';
import {
  FormEmailField,
  FormEnd,
  FormMobileField,
  FormTextArea,
  FormTextField,
  ValidatedForm,
} from '../../components/form/form-parts.tsx';
import * as css from '../../components/form/forms.css.ts';
import { ThankYouDialog } from '../../components/form/ThankYouDialog.tsx';
import * as companyCss from '../../components/page/company.css.ts';
import { supportForm } from '../../content/support.ts';
import { answerField, type WireNames } from '../../lib/answer-field.ts';
import { submitSupportRequest } from './client.ts';

interface SupportValues {
  firstName?: string;
  phone?: string;
  email?: string;
  query?: string;
}

const validate = validateWithSchema<SupportValues>(customerSupportSchema);
/** The form's fields, and the API's names for those it calls otherwise. */
const supportFields = ['firstName', 'phone', 'email', 'query'] as const;
const supportWireNames = {
  first_name: 'firstName',
} as const satisfies WireNames<ContactRequest, keyof SupportValues>;

/**
 * The customer support call request, shared by /contact-us and /customer-support:
 * validated with `schemas.customerSupport`, stored by the API as a contact request of type
 * 'Customer Support', then a thank-you dialog whose Ok clears the fields. A failed call keeps
 * everything typed and says what went wrong.
 */
export function SupportForm({
  headingLevel = 2,
  heading = supportForm.heading,
  headingId: givenHeadingId,
}: {
  headingLevel?: 2 | 3;
  heading?: string;
  /** Id of the form's heading, e.g. for the surrounding section's `aria-labelledby`. */
  headingId?: string;
}) {
  const generatedId = useId();
  const headingId = givenHeadingId ?? generatedId;
  const privacyId = useId();
  const [thanked, setThanked] = useState(false);
  const formApi = useRef<FormApi<SupportValues> | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';

  const onSubmit = async (values: SupportValues) => {
    const result = await submitSupportRequest({
      first_name: (values.firstName ?? '').trim(),
      phone: values.phone ?? '',
      email: values.email?.trim() || undefined,
      request_type: supportForm.requestType,
      query: values.query?.trim() || undefined,
    });
    if (!result.ok) {
      // A field the API refused shows its words beside it.
      const field = answerField(result, supportFields, supportWireNames);
      if (field) return { [field]: result.message };
      // A 4xx carries the API's own words about the input; anything else gets ours.
      const byApi = result.status >= 400 && result.status < 500 && result.message;
      return { [FORM_ERROR]: byApi || supportForm.failed };
    }
    setThanked(true);
    return undefined;
  };

  return (
    <Box display="grid" gap="2xl" alignItems="flex-start" className={css.supportLayout}>
      <div>
        <Heading id={headingId} className={companyCss.sectionTitle}>
          {heading}
        </Heading>
        <p className={companyCss.lead}>{supportForm.intro}</p>
        <Form<SupportValues> onSubmit={onSubmit} validate={validate}>
          {({ handleSubmit, submitting, submitError, form }) => {
            formApi.current = form;
            return (
              <ValidatedForm
                form={form}
                handleSubmit={handleSubmit}
                aria-labelledby={headingId}
                aria-describedby={privacyId}
              >
                <p className={css.requiredNote}>{supportForm.requiredNote}</p>
                <FieldRow>
                  <FormTextField
                    name="firstName"
                    label={supportForm.labels.firstName}
                    hint={supportForm.hints.firstName}
                    required
                    autoComplete="given-name"
                    maxLength={100}
                  />
                  <FormMobileField
                    label={supportForm.labels.phoneNumber}
                    hint={supportForm.hints.phoneNumber}
                  />
                </FieldRow>
                <FieldRow>
                  <FormEmailField label={supportForm.labels.emailAddress} />
                  <TextField
                    name="requestType"
                    label={supportForm.labels.requestType}
                    value={supportForm.requestType}
                    readOnly
                  />
                </FieldRow>
                <FormTextArea
                  name="query"
                  label={supportForm.labels.query}
                  hint={supportForm.hints.query}
                  maxLength={2000}
                />
                <FormEnd
                  submitError={submitError}
                  submitting={submitting}
                  submitLabel={supportForm.submit}
                  submittingLabel={supportForm.submitting}
                  privacy={supportForm.privacy}
                  privacyId={privacyId}
                />
              </ValidatedForm>
            );
          }}
        </Form>
      </div>
      <Box
        as="aside"
        display="grid"
        gap="sm"
        padding="xl"
        background="surfaceAlt"
        borderRadius="lg"
        className={css.callPanel}
        aria-labelledby={`${headingId}-call`}
      >
        <SubHeading id={`${headingId}-call`} className={companyCss.cardTitle}>
          {supportForm.callHeading}
        </SubHeading>
        <p>
          <a className={companyCss.link} href={supportForm.callHref}>
            {supportForm.callNumber}
          </a>
        </p>
        <p className={companyCss.muted}>{supportForm.hours}</p>
      </Box>
      <ThankYouDialog
        open={thanked}
        onClose={() => {
          setThanked(false);
          formApi.current?.restart();
        }}
        title={supportForm.thanks.title}
        text={supportForm.thanks.text}
        button={supportForm.thanks.button}
      />
    </Box>
  );
}
