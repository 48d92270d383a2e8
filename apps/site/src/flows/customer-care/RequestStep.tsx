import type { CareLoan, RequestType, SubRequestType } from '@company/forms/contracts';
import {
  Button,
  FileInput,
  Inline,
  SearchableSelect,
  Stack,
  TextArea,
  TextField,
  visuallyHidden,
} from '@company/ui';
import { FieldRow } from '../../components/form/FieldRow.tsx';
import * as formCss from '../../components/form/forms.css.ts';
import { fileInputLabels, searchableSelectLabels } from '../../content/component-labels.ts';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import { careIds as ids, listName, MAX_FILE_BYTES } from './form.ts';
import type { CareJourneyApi } from './useCareJourney.ts';

/**
 * The request itself, locked until the identity step is done: a customer's loan, the name and
 * e-mail (a customer can prove a new e-mail by OTP), the request and sub-request type, the query
 * and a document, then Submit.
 */
export function RequestStep({ care }: { care: CareJourneyApi }) {
  const { journey, customer, unlocked, loan, fields, set, errors, busy, progress } = care;
  return (
    <fieldset
      className={formCss.lockable}
      disabled={!unlocked}
      aria-describedby={unlocked ? undefined : 'care-locked'}
    >
      <legend className={visuallyHidden}>{copy.formHeading}</legend>
      {!unlocked && (
        <p id="care-locked" className={formCss.requiredNote}>
          {customer || !journey.userType ? copy.hints.locked : copy.hints.lockedNonCustomer}
        </p>
      )}
      <Stack gap="lg">
        {customer && (
          <FieldRow>
            <SearchableSelect<CareLoan>
              id={ids.lan}
              name="lan"
              label={copy.labels.lan}
              items={journey.loans}
              labels={{ ...searchableSelectLabels, notFound: copy.notFound }}
              itemToString={(item) => item.loan_account_no}
              itemToKey={(item) => item.loan_account_no}
              selectedItem={loan ?? null}
              onSelectedItemChange={(item) =>
                care.dispatch({ type: 'loanChosen', lan: item?.loan_account_no })
              }
              maxHeight={200}
              required
              disabled={!unlocked}
              error={errors.lan}
            />
            <TextField
              label={copy.labels.vehicle}
              value={loan?.vehicle_number ?? ''}
              readOnly
              disabled={!unlocked}
            />
          </FieldRow>
        )}
        <TextField
          id={ids.name}
          label={copy.labels.name}
          required
          autoComplete="name"
          maxLength={100}
          value={fields.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <FieldRow>
          <TextField
            id={ids.email}
            type="email"
            label={copy.labels.emailAddress}
            autoComplete="email"
            maxLength={254}
            value={fields.email}
            hint={
              journey.verifiedEmail && journey.verifiedEmail === fields.email.trim()
                ? copy.emailVerified
                : undefined
            }
            onChange={(event) => set('email', event.target.value)}
            onBlur={care.checkEmail}
            error={errors.email}
          />
          {customer && (
            <div className={formCss.inlineAction}>
              <Button tone="secondary" onClick={() => void care.updateEmail()}>
                {copy.updateEmail}
              </Button>
            </div>
          )}
        </FieldRow>
        <FieldRow>
          <SearchableSelect<RequestType>
            id={ids.requestType}
            name="request_type_id"
            label={copy.labels.requestType}
            items={care.requestTypes}
            labels={{ ...searchableSelectLabels, notFound: copy.notFound }}
            itemToString={(item) => listName(item.request_type)}
            itemToKey={(item) => item.request_type_id}
            selectedItem={fields.requestType}
            onSelectedItemChange={care.chooseRequestType}
            maxHeight={200}
            required
            disabled={!unlocked}
            error={errors.requestType}
          />
          <SearchableSelect<SubRequestType>
            id={ids.subRequestType}
            name="sub_request_id"
            label={copy.labels.subRequestType}
            items={care.subRequestTypes}
            labels={{ ...searchableSelectLabels, notFound: copy.notFound }}
            itemToString={(item) => listName(item.sub_request_type)}
            itemToKey={(item) => item.sub_request_id}
            selectedItem={fields.subRequestType}
            onSelectedItemChange={(item) => set('subRequestType', item)}
            maxHeight={200}
            required
            disabled={!unlocked}
            error={errors.subRequestType}
          />
        </FieldRow>
        <TextArea
          id={ids.query}
          label={copy.labels.query}
          hint={copy.hints.query}
          maxLength={2000}
          value={fields.query}
          onChange={(event) => set('query', event.target.value)}
          error={errors.query}
        />
        <FileInput
          labels={fileInputLabels}
          name="document"
          label={copy.labels.document}
          hint={copy.hints.document}
          accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
          maxSize={MAX_FILE_BYTES}
          typeLabel={copy.hints.documentTypes}
          value={fields.file}
          onFileChange={(file) => set('file', file)}
          disabled={!unlocked}
        />
        {progress !== undefined && (
          <progress
            className={formCss.progress}
            max={1}
            value={progress}
            aria-label={copy.uploading}
          />
        )}
        <Inline>
          <Button type="submit" tone="primary" busy={busy}>
            {busy ? copy.submitting : copy.submit}
          </Button>
        </Inline>
      </Stack>
    </fieldset>
  );
}
