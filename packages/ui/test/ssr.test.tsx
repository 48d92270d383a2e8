// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Box,
  Container,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  Heading,
  Stack,
  Text,
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
];

describe('server rendering', () => {
  it.each(cases)('%s renders with renderToString', (_name, element) => {
    expect(typeof window).toBe('undefined'); // the Node environment: no DOM to lean on
    expect(renderToString(element).length).toBeGreaterThan(0);
  });
});
