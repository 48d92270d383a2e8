import { careRouteMessages, type UserType } from '@company/forms/contracts';
import { Button, SearchableSelect, TextField, visuallyHidden } from '@company/ui';
import { FieldRow } from '../../components/form/FieldRow.tsx';
import * as formCss from '../../components/form/forms.css.ts';
import { searchableSelectLabels } from '../../content/component-labels.ts';
import { customerCarePage as copy } from '../../content/customer-care.ts';
import { careIds as ids, userTypeName } from './form.ts';
import type { CareJourneyApi } from './useCareJourney.ts';

/**
 * Who is asking: the user type, then the mobile number (a customer: mobile number or LAN, proven
 * by an OTP). Everything after it stays disabled until this step is done.
 */
export function IdentityStep({ care }: { care: CareJourneyApi }) {
  const { journey, customer, errors } = care;
  return (
    <>
      <SearchableSelect<UserType>
        id={ids.userType}
        name="user_type"
        label={copy.labels.userType}
        items={care.userTypes ?? []}
        loading={care.userTypes === null}
        labels={{ ...searchableSelectLabels, loading: copy.loadingTypes, notFound: copy.notFound }}
        itemToString={(type) => userTypeName(type.user_type)}
        itemToKey={(type) => type.user_id}
        selectedItem={journey.userType ?? null}
        onSelectedItemChange={care.chooseUserType}
        maxHeight={200}
        required
        error={errors.userType}
      />
      <FieldRow>
        <TextField
          id={ids.mobile}
          label={customer ? copy.labels.identity : copy.labels.mobile}
          hint={customer ? copy.hints.identity : copy.hints.mobile}
          required
          disabled={!journey.userType}
          value={journey.identity}
          inputMode={customer ? 'text' : 'numeric'}
          autoComplete={customer ? 'off' : 'tel-national'}
          maxLength={customer ? 30 : undefined}
          readOnly={customer && journey.verified}
          onChange={(event) => care.typeIdentity(event.target.value)}
          onBlur={care.checkMobile}
          error={errors.mobile}
        />
        {customer && (
          <div className={formCss.inlineAction}>
            <Button
              tone="secondary"
              onClick={() => void care.verify()}
              disabled={journey.verified}
              aria-describedby={ids.mobile}
            >
              {journey.verified ? copy.verified : copy.verify}
            </Button>
          </div>
        )}
      </FieldRow>
      {/* The button turning to "Verified" is not heard (focus leaves it as it is disabled): this
          region, there from the start, says so. */}
      <span role="status" className={visuallyHidden}>
        {customer && journey.verified ? careRouteMessages.otpVerified : ''}
      </span>
    </>
  );
}
