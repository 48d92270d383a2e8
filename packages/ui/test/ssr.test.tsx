// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BannerCarousel } from '../src/components/BannerCarousel/BannerCarousel.tsx';
import { sampleSlides } from '../src/components/BannerCarousel/fixtures/banners.ts';
import { CaptchaDisplay } from '../src/components/CaptchaDisplay/CaptchaDisplay.tsx';
import { CitySelect } from '../src/components/CitySelect/CitySelect.tsx';
import { LeadDialog } from '../src/components/LeadDialog/LeadDialog.tsx';
import { OtpInput } from '../src/components/OtpInput/OtpInput.tsx';
import { ResendCountdown } from '../src/components/OtpInput/ResendCountdown.tsx';
import { ashaRao } from '../src/components/PersonCardDialog/fixtures/people.ts';
import { PersonCardDialog } from '../src/components/PersonCardDialog/PersonCardDialog.tsx';
import { newBike } from '../src/components/ProductTile/fixtures/images.ts';
import { ProductTile } from '../src/components/ProductTile/ProductTile.tsx';
import { RateTable } from '../src/components/RateTable/RateTable.tsx';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  FileInput,
  Heading,
  Inline,
  LoadingOverlay,
  Pagination,
  RadioGroup,
  Select,
  Slider,
  Stack,
  Text,
  TextArea,
  TextField,
  Toaster,
} from '../src/index.ts';

/**
 * Every component renders on the server (the site pre-renders pages) without touching `window`
 * or `document`: this file runs in Node, where neither exists. Add one entry per component: the name and an element in a representative state.
 */
const cases: [string, ReactElement][] = [
  [
    'Dialog',
    <Dialog key="dialog" defaultOpen>
      <DialogTrigger>Open</DialogTrigger>
      <DialogContent>
        <DialogTitle>Title</DialogTitle>
        <DialogDescription>Text</DialogDescription>
        <DialogClose />
      </DialogContent>
    </Dialog>,
  ],
  [
    'Layout: Box, Stack, Container, Text, Heading',
    <Container key="layout" as="main" size="md">
      <Stack direction={{ mobile: 'vertical', tablet: 'horizontal' }} gap="md">
        <Box padding={{ mobile: 'sm', desktop: 'xl' }} background="surfaceAlt">
          <Heading level={1}>Title</Heading>
          <Text tone="muted">Text</Text>
        </Box>
      </Stack>
    </Container>,
  ],
  [
    'RateTable',
    <RateTable
      key="rates"
      caption="Benchmark rates"
      columns={[{ header: 'Loan' }, { header: 'APR' }]}
      rows={[{ label: 'New Two-Wheeler Loan', values: ['16.00% to 35.00%'] }]}
      footnote="Rates depend on the gradation of risk."
    />,
  ],
  [
    'ProductTile',
    <ProductTile
      key="tile"
      title="New Two-Wheeler Loan"
      description="Low down payment."
      href="/new-two-wheeler-loan"
      image={newBike}
      onApply={() => {}}
    />,
  ],
  ['PersonCardDialog', <PersonCardDialog key="person" person={ashaRao} defaultOpen />],
  [
    'Form fields: TextField, TextArea, Checkbox, RadioGroup, FileInput',
    <form key="fields">
      <TextField label="Name" hint="As on PAN" error="Enter your name" required />
      <TextArea label="Address" readOnly defaultValue="Pune" />
      <Checkbox label="I agree" indeterminate error="Please agree" />
      <RadioGroup label="Type" options={[{ value: 'a', label: 'A' }]} defaultValue="a" />
      <FileInput
        label="Resume"
        accept=".pdf"
        maxSize={5 * 1024 * 1024}
        value={new File(['x'], 'cv.pdf')}
      />
    </form>,
  ],
  ['OtpInput', <OtpInput key="otp" label="OTP" defaultValue="12" error="Invalid OTP Entered" />],
  ['ResendCountdown', <ResendCountdown key="resend" />],
  [
    'CitySelect',
    <CitySelect
      key="city"
      items={[{ id: 1, name: 'Pune' }]}
      defaultSelectedItem={{ id: 1, name: 'Pune' }}
      defaultOpen
    />,
  ],
  ['CaptchaDisplay', <CaptchaDisplay key="captcha" src="/captcha.svg" onRefresh={() => {}} />],
  ['CaptchaDisplay (text)', <CaptchaDisplay key="captcha-text" text="aB3dE9" />],
  [
    'LeadDialog',
    <LeadDialog
      key="lead"
      productName="EV Rental"
      defaultOpen
      trigger={<button type="button">Apply Now</button>}
      onSubmit={() => Promise.resolve()}
      privacyNotice="Why we ask"
    />,
  ],
  [
    'LeadDialog (thank you)',
    <LeadDialog
      key="lead-thanks"
      productName="EV Rental"
      defaultOpen
      defaultSubmitted
      trigger={<button type="button">Apply Now</button>}
      onSubmit={() => Promise.resolve()}
    />,
  ],
  [
    'Select, Toaster, LoadingOverlay',
    <div key="overlays">
      <Select
        label="City"
        placeholder="Select city"
        options={[{ value: 'pune', label: 'Pune' }]}
        error="Select your city"
      />
      <Select label="Branch" options={[]} defaultOpen />
      <Toaster />
      <LoadingOverlay label="Loading…" />
    </div>,
  ],
  [
    'Slider, Pagination',
    <div key="slider-pagination">
      <Slider
        label="Amount"
        min={10000}
        max={300000}
        defaultValue={100000}
        formatValue={(n) => `₹${n}`}
      />
      <Pagination page={3} pageCount={9} />
      <Pagination page={1} pageCount={9} getHref={(p) => `/news?page=${p}`} />
    </div>,
  ],
  [
    'Inline, Card',
    <Stack key="inline-card" as="main">
      <Card as="form" aria-label="Find your loan">
        <Inline justify="end" collapseBelow="tablet">
          <Button tone="secondary">Back</Button>
          <Button type="submit">Continue</Button>
        </Inline>
      </Card>
      <Inline as="ul" gap="sm" align="start">
        <Card as="li" padding="lg" fullHeight display="flex" flexDirection="column" gap="sm">
          <Heading level={2}>Mumbai office</Heading>
        </Card>
      </Inline>
    </Stack>,
  ],
  ['BannerCarousel', <BannerCarousel key="carousel" label="Offers" slides={sampleSlides} />],
];

describe('server rendering', () => {
  it.each(cases)('%s renders with renderToString', (_name, element) => {
    expect(typeof window).toBe('undefined'); // the Node environment: no DOM to lean on
    expect(renderToString(element).length).toBeGreaterThan(0);
  });
});
