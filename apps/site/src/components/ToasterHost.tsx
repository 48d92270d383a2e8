import { Toaster, toast } from '@company/ui';

/** The package's Toaster and its `toast` helpers: a chunk of their own, loaded on the first toast. */
export { toast };

export default function ToasterHost() {
  return <Toaster />;
}
