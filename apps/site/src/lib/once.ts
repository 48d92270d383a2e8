/**
 * A loader that runs once: every call returns the same promise. For code loaded when first
 * needed (a journey's HTTP client, its form rules), not with the page.
 */
export const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
};
